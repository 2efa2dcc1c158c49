import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': '收據',
  'receipts.heading': '給 {creator} 的 {amount}',
  'receipts.creator': '創作者',
  'receipts.supporter': '支持者',
  'receipts.amount': '金額',
  'receipts.network': '網路',
  'receipts.date': '日期',
  'receipts.note': '留言',
  'receipts.hiddenNote': '已隱藏：訪客只會看到金額。',
  'receipts.viewOn': '在 {explorer} 上查看交易',
  'receipts.viewOnExplorer': '在區塊瀏覽器上查看交易',
  'receipts.share': '分享',
  'receipts.copyLink': '複製連結',
  'receipts.copied': '已複製',
  'receipts.shareTitle': '{creator} 在 {appName} 上收到 {amount}',
  'receipts.loading': '正在載入收據…',
  'receipts.notFoundTitle': '找不到收據',
  'receipts.notFound': '這筆交易沒有收據。',
  'receipts.failed': '無法載入收據。',
  'receipts.retry': '再試一次',
  'receipts.creatorPage': '前往創作者頁面',
  'receipts.view': '查看你的收據',
} satisfies AreaCatalogue<typeof english>
