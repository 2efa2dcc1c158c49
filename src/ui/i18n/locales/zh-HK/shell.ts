import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': '主導覽',
  'shell.nav.studio': '工作室',
  'shell.footer.learnMore': '了解錢包',
  'shell.footer.language': '語言',
  'shell.footer.languageFailed': '無法載入該語言。請檢查網絡連線後再試。',
  'shell.noscript': '{appName} 需要 JavaScript 才能連接錢包。請啟用後重新載入頁面。',
  'shell.footer.disclaimer':
    '{appName} 從不保管你的資金：支持直接從你的錢包轉給創作者，區塊鏈交易無法撤銷。傳送前請核對地址。',
} satisfies AreaCatalogue<typeof english>
