import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': '用戶拒絕了請求。',
  'errors.switch-chain': '切換網絡時發生錯誤。',
  'errors.add-chain': '加入網絡時發生錯誤。',
  'errors.unknown-chain': '無法辨識的鏈 ID。請先使用 wallet_addEthereumChain 加入該網絡。',
  'errors.connector-not-found': '找不到連接器',
  'errors.resource-unavailable': '錢包中已有待處理的請求。請開啟錢包繼續。',
  'errors.connect-failed': '無法連接錢包。',
  'errors.sign-failed': '錢包無法簽署訊息。',
  'errors.send-failed': '錢包無法傳送交易。',
  'errors.watch-asset': '錢包無法加入代幣。',
  'errors.switch-chain-unsupported': '你的錢包不支援在此切換網絡。請改在錢包內切換網絡。',
  'errors.session-changed': '錢包已更換帳戶或網絡：請檢查後重新傳送。',
  'errors.sign-in-prepare': '準備訊息時發生錯誤，請重試！',
  'errors.sign-in-sign': '簽署訊息時發生錯誤，請重試！',
  'errors.sign-in-verify': '驗證簽名時發生錯誤，請重試！',
  'errors.unknown': '糟糕，發生錯誤了！',
  'errors.chain-not-configured': '鏈「{chainId}」未設定。',
  'errors.chain-not-configured-for': '鏈「{chainId}」未針對連接器「{connector}」設定。',
  'errors.wallet-not-installed': '{wallet} 未安裝',
  'errors.wallet-not-available': '{wallet} 無法使用',
  'errors.wrong-network': '偵測到錯誤的網絡，請切換網絡或中斷連接以繼續。',
  'errors.switch-unsupported': '你的錢包不支援從 {appName} 切換網絡。請改在錢包內切換網絡。',
} satisfies AreaCatalogue<typeof english>
