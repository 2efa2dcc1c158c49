import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'إيصال',
  'receipts.heading': '{amount} إلى {creator}',
  'receipts.creator': 'المبدع',
  'receipts.supporter': 'الداعم',
  'receipts.amount': 'المبلغ',
  'receipts.network': 'الشبكة',
  'receipts.date': 'التاريخ',
  'receipts.note': 'الملاحظة',
  'receipts.hiddenNote': 'مخفية: يرى الزوار المبلغ فقط.',
  'receipts.viewOn': 'عرض المعاملة على {explorer}',
  'receipts.viewOnExplorer': 'عرض المعاملة في المستكشف',
  'receipts.share': 'مشاركة',
  'receipts.copyLink': 'نسخ الرابط',
  'receipts.copied': 'تم النسخ',
  'receipts.shareTitle': '{amount} إلى {creator} على {appName}',
  'receipts.loading': 'جارٍ تحميل الإيصال…',
  'receipts.notFoundTitle': 'الإيصال غير موجود',
  'receipts.notFound': 'لا يوجد إيصال لهذه المعاملة.',
  'receipts.failed': 'تعذّر تحميل الإيصال.',
  'receipts.retry': 'أعد المحاولة',
  'receipts.creatorPage': 'الانتقال إلى صفحة المبدع',
  'receipts.view': 'عرض إيصالك',
} satisfies AreaCatalogue<typeof english>
