import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': '用户拒绝了请求。',
  'errors.switch-chain': '切换网络时出错。',
  'errors.add-chain': '添加网络时出错。',
  'errors.unknown-chain': '无法识别的链 ID。请先使用 wallet_addEthereumChain 添加该网络。',
  'errors.connector-not-found': '未找到连接器',
  'errors.resource-unavailable': '钱包中已有待处理的请求。请打开钱包继续。',
  'errors.connect-failed': '无法连接钱包。',
  'errors.sign-failed': '钱包无法签署消息。',
  'errors.send-failed': '钱包无法发送交易。',
  'errors.watch-asset': '钱包无法添加代币。',
  'errors.switch-chain-unsupported': '你的钱包不支持在此切换网络。请改为在钱包内切换网络。',
  'errors.session-changed': '钱包已更换账户或网络：请检查后重新发送。',
  'errors.sign-in-prepare': '准备消息时出错，请重试！',
  'errors.sign-in-sign': '签署消息时出错，请重试！',
  'errors.sign-in-verify': '验证签名时出错，请重试！',
  'errors.unknown': '糟糕，出错了！',
  'errors.chain-not-configured': '链“{chainId}”未配置。',
  'errors.chain-not-configured-for': '链“{chainId}”未为连接器“{connector}”配置。',
  'errors.wallet-not-installed': '{wallet} 未安装',
  'errors.wallet-not-available': '{wallet} 不可用',
  'errors.wrong-network': '检测到错误的网络，请切换网络或断开连接以继续。',
  'errors.switch-unsupported': '你的钱包不支持从 {appName} 切换网络。请改为在钱包内切换网络。',
} satisfies AreaCatalogue<typeof english>
