import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'レシート',
  'receipts.heading': '{creator} へ {amount}',
  'receipts.creator': 'クリエイター',
  'receipts.supporter': 'サポーター',
  'receipts.amount': '金額',
  'receipts.network': 'ネットワーク',
  'receipts.date': '日時',
  'receipts.note': '応援メッセージ',
  'receipts.hiddenNote': '非表示：訪問者には金額だけが表示されます。',
  'receipts.viewOn': '{explorer} でトランザクションを見る',
  'receipts.viewOnExplorer': 'エクスプローラーでトランザクションを見る',
  'receipts.share': '共有',
  'receipts.copyLink': 'リンクをコピー',
  'receipts.copied': 'コピーしました',
  'receipts.shareTitle': '{appName} で {creator} へ {amount}',
  'receipts.loading': 'レシートを読み込み中…',
  'receipts.notFoundTitle': 'レシートが見つかりません',
  'receipts.notFound': 'このトランザクションのレシートはありません。',
  'receipts.failed': 'レシートを読み込めませんでした。',
  'receipts.retry': '再試行',
  'receipts.creatorPage': 'クリエイターのページへ',
  'receipts.view': 'レシートを見る',
} satisfies AreaCatalogue<typeof english>
