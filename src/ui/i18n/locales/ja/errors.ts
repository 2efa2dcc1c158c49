import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'リクエストが拒否されました。',
  'errors.switch-chain': 'ネットワークの切り替え中にエラーが発生しました。',
  'errors.add-chain': 'ネットワークの追加中にエラーが発生しました。',
  'errors.unknown-chain': '不明なチェーン ID です。先に wallet_addEthereumChain でネットワークを追加してください。',
  'errors.connector-not-found': 'コネクタが見つかりません',
  'errors.resource-unavailable': 'ウォレットで処理待ちのリクエストがあります。ウォレットを開いて続けてください。',
  'errors.connect-failed': 'ウォレットを接続できませんでした。',
  'errors.sign-failed': 'ウォレットでメッセージに署名できませんでした。',
  'errors.send-failed': 'ウォレットで取引を送信できませんでした。',
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
} satisfies AreaCatalogue<typeof english>
