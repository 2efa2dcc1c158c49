import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': '通知',
  'notifications.intro':
    '応援が届くたびに、あなたのサーバーへすぐ知らせます。https のアドレスを追加すると、各イベントが署名付きで送られます（Standard Webhooks）。',
  'notifications.loading': '通知を読み込んでいます…',
  'notifications.loadFailed': '通知を読み込めませんでした。',
  'notifications.retry': '再試行',
  'notifications.url': 'エンドポイント URL',
  'notifications.urlHint': 'あなたのサーバーの https アドレス。エンドポイントは {count} 件まで追加できます。',
  'notifications.add': 'エンドポイントを追加',
  'notifications.secretOnce':
    '署名シークレット。今すぐコピーしてください。表示は一度だけです。あなたのサーバーはこれで各署名を検証します。',
  'notifications.secretDone': '完了',
  'notifications.offGone': 'オフになりました。エンドポイントが 410 Gone を返しました。',
  'notifications.offFailing': '10 回続けて失敗したためオフになりました。',
  'notifications.off': 'オフです。',
  'notifications.turnOn': 'オンにする',
  'notifications.sendTest': 'テストを送信',
  'notifications.rotate': 'シークレットを更新',
  'notifications.delete': '削除',
  'notifications.deliveries': '最近の配信',
  'notifications.noDeliveries': 'まだ何も送信されていません。',
  'notifications.status.pending': '処理中',
  'notifications.status.succeeded': '配信済み',
  'notifications.status.failed': '失敗',
  'notifications.status.skipped': '未送信',
  'notifications.response': '応答 {code}',
  'notifications.redeliver': '再配信',
  'notifications.error.url': '公開サーバーに届く https アドレスを入力してください。',
  'notifications.error.limit': '追加できるエンドポイントの上限に達しています。',
  'notifications.error.other': 'うまくいきませんでした。もう一度お試しください。',
} satisfies AreaCatalogue<typeof english>
