import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'إيصال',
  'receipts.heading': '{amount} إلى {creator}',
  'receipts.creator': 'صانع المحتوى',
  'receipts.supporter': 'الداعم',
  'receipts.amount': 'المبلغ',
  'receipts.network': 'الشبكة',
  'receipts.date': 'التاريخ',
  'receipts.note': 'الملاحظة',
  'receipts.hiddenNote': 'مخفية: يرى الزوار المبلغ فقط.',
  'receipts.viewOn': 'اعرض المعاملة على {explorer}',
  'receipts.viewOnExplorer': 'اعرض المعاملة على المستكشف',
  'receipts.share': 'مشاركة',
  'receipts.copyLink': 'نسخ الرابط',
  'receipts.copied': 'تم النسخ',
  'receipts.shareTitle': '{amount} إلى {creator} على {appName}',
  'receipts.loading': 'جارٍ تحميل الإيصال…',
  'receipts.notFoundTitle': 'الإيصال غير موجود',
  'receipts.notFound': 'لا يوجد إيصال لهذه المعاملة.',
  'receipts.failed': 'تعذّر تحميل الإيصال.',
  'receipts.retry': 'حاول مرة أخرى',
  'receipts.creatorPage': 'انتقل إلى صفحة صانع المحتوى',
  'receipts.view': 'اعرض إيصالك',
} satisfies AreaCatalogue<typeof english>
