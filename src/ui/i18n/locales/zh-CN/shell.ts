import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': '主导航',
  'shell.nav.studio': '工作室',
  'shell.footer.learnMore': '了解钱包',
  'shell.footer.language': '语言',
  'shell.footer.languageFailed': '无法加载该语言。请检查网络连接后重试。',
  'shell.noscript': '{appName} 需要 JavaScript 才能连接钱包。请启用后重新加载页面。',
  'shell.footer.disclaimer':
    '{appName} 从不保管你的资金：支持直接从你的钱包转给创作者，区块链交易无法撤销。发送前请核对地址。',
} satisfies AreaCatalogue<typeof english>
