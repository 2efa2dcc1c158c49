import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'
import type { failures } from '../../en/failures'

export const errors = {
  'errors.user-rejected': 'リクエストが拒否されました。',
  'errors.switch-chain': 'ネットワークの切り替え中にエラーが発生しました。',
  'errors.add-chain': 'ネットワークの追加中にエラーが発生しました。',
  'errors.unknown-chain': '不明なチェーン ID です。先に wallet_addEthereumChain でネットワークを追加してください。',
  'errors.connector-not-found': 'コネクタが見つかりません',
  'errors.resource-unavailable': 'ウォレットで処理待ちのリクエストがあります。ウォレットを開いて続けてください。',
  'errors.connect-failed': 'ウォレットを接続できませんでした。',
  'errors.sign-failed': 'ウォレットでメッセージに署名できませんでした。',
  'errors.send-failed': 'ウォレットでトランザクションを送信できませんでした。',
  'errors.watch-asset': 'ウォレットにトークンを追加できませんでした。',
  'errors.switch-chain-unsupported':
    'お使いのウォレットはここからのネットワーク切り替えに対応していません。ウォレット内で切り替えてください。',
  'errors.session-changed':
    'ウォレットのアカウントまたはネットワークが変わりました。確認してからもう一度送信してください。',
  'errors.sign-in-prepare': 'メッセージの準備中にエラーが発生しました。もう一度お試しください。',
  'errors.sign-in-sign': 'メッセージの署名中にエラーが発生しました。もう一度お試しください。',
  'errors.sign-in-verify': '署名の確認中にエラーが発生しました。もう一度お試しください。',
  'errors.unknown': '問題が発生しました。',
  'errors.chain-not-configured': 'チェーン「{chainId}」は設定されていません。',
  'errors.chain-not-configured-for': 'チェーン「{chainId}」はコネクタ「{connector}」に設定されていません。',
  'errors.wallet-not-installed': '{wallet} がインストールされていません',
  'errors.wallet-not-available': '{wallet} は利用できません',
  'errors.wrong-network': 'ネットワークが違います。続けるには、ネットワークを切り替えるか接続を解除してください。',
  'errors.switch-unsupported':
    'お使いのウォレットは {appName} からのネットワーク切り替えに対応していません。ウォレット内で切り替えてください。',
  'errors.failed': '{action}。{cause}',
  'errors.action.load-profile': 'プロフィールを読み込めませんでした',
  'errors.action.save-profile': 'プロフィールを保存できませんでした',
  'errors.action.load-notes': 'メッセージを読み込めませんでした',
  'errors.action.load-totals': '合計を読み込めませんでした',
  'errors.action.hide-note': 'このメッセージを非表示にできませんでした',
  'errors.action.show-note': 'このメッセージを表示できませんでした',
  'errors.action.record-note': 'メッセージを記録できませんでした',
  'errors.unauthenticated': 'セッションが終了しました。もう一度サインインしてから、やり直してください。',
  'errors.not-owner': 'このページを変更できるのは、所有するアカウントだけです。',
  'errors.forbidden-origin':
    'サーバーがこのページからのリクエストを拒否しました。再読み込みしてからやり直してください。',
  'errors.store-unavailable': 'サーバーがストレージに接続できません。しばらくしてからやり直してください。',
  'errors.rate-limited': '短時間に変更が多すぎます。1分待ってからやり直してください。',
  'errors.timeout': 'サーバーが時間内に応答しませんでした。やり直してください。',
  'errors.network-error': 'サーバーに接続できません。接続を確認してやり直してください。',
  'errors.bad-response': 'サーバーから予期しない応答がありました。後でやり直してください。',
  'errors.invalid-profile': 'サーバーが一部の項目を拒否しました。各項目の横のメッセージを確認してください。',
  'errors.invalid-request': 'サーバーがリクエストを拒否しました。ページを再読み込みしてからやり直してください。',
  'errors.tx-pending': 'トランザクションはまだ確認されていません。しばらくしてからやり直してください。',
  'errors.tx-mismatch': 'このトランザクションにはメッセージを付けられません。',
  'errors.tx-mismatch.unconfigured-chain': 'トランザクションはこのアプリが対応していないネットワーク上にあります。',
  'errors.tx-mismatch.another-recipient': 'トランザクションの送金先がこのクリエイターではありません。',
  'errors.tx-mismatch.another-sender': 'トランザクションはサインイン中とは別のアカウントから送信されました。',
  'errors.tx-mismatch.failed': 'トランザクションは失敗しました。',
  'errors.tx-mismatch.zero-value': 'トランザクションに金額が含まれていません。',
  'errors.tx-mismatch.token-not-accepted':
    'トランザクションは、このネットワークで受け付けているトークンを送金していません。',
  'errors.already-recorded': 'このトランザクションのメッセージはすでに記録されています。',
  'errors.rpc-unavailable': 'サーバーが現在ブロックチェーンに接続できません。しばらくしてからやり直してください。',
  'errors.not-found':
    'このページが要求したものがサーバーで見つかりませんでした。ページを再読み込みしてからやり直してください。',
  'errors.internal': 'サーバーで問題が発生しました。後でやり直してください。',
} satisfies AreaCatalogue<typeof english & typeof failures>
