import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': '收据',
  'receipts.heading': '给 {creator} 的 {amount}',
  'receipts.creator': '创作者',
  'receipts.supporter': '支持者',
  'receipts.amount': '金额',
  'receipts.network': '网络',
  'receipts.date': '日期',
  'receipts.note': '留言',
  'receipts.hiddenNote': '已隐藏：访客只能看到金额。',
  'receipts.viewOn': '在 {explorer} 上查看交易',
  'receipts.viewOnExplorer': '在区块浏览器中查看交易',
  'receipts.share': '分享',
  'receipts.copyLink': '复制链接',
  'receipts.copied': '已复制',
  'receipts.shareTitle': '{creator} 在 {appName} 上收到 {amount}',
  'receipts.loading': '正在加载收据…',
  'receipts.notFoundTitle': '找不到收据',
  'receipts.notFound': '此交易没有收据。',
  'receipts.failed': '无法加载收据。',
  'receipts.retry': '重试',
  'receipts.creatorPage': '前往创作者页面',
  'receipts.view': '查看你的收据',
} satisfies AreaCatalogue<typeof english>
