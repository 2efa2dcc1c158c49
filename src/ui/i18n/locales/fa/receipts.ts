import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'رسید',
  'receipts.heading': '{amount} به {creator}',
  'receipts.creator': 'سازندهٔ محتوا',
  'receipts.supporter': 'حامی',
  'receipts.amount': 'مبلغ',
  'receipts.network': 'شبکه',
  'receipts.date': 'تاریخ',
  'receipts.note': 'یادداشت',
  'receipts.hiddenNote': 'پنهان: بازدیدکنندگان فقط مبلغ را می‌بینند.',
  'receipts.viewOn': 'مشاهدهٔ تراکنش در {explorer}',
  'receipts.viewOnExplorer': 'مشاهدهٔ تراکنش در کاوشگر',
  'receipts.share': 'اشتراک‌گذاری',
  'receipts.copyLink': 'کپی پیوند',
  'receipts.copied': 'کپی شد',
  'receipts.shareTitle': '{amount} به {creator} در {appName}',
  'receipts.loading': 'در حال بارگذاری رسید…',
  'receipts.notFoundTitle': 'رسید پیدا نشد',
  'receipts.notFound': 'برای این تراکنش رسیدی وجود ندارد.',
  'receipts.failed': 'رسید بارگذاری نشد.',
  'receipts.retry': 'تلاش دوباره',
  'receipts.creatorPage': 'رفتن به صفحهٔ سازنده',
  'receipts.view': 'مشاهدهٔ رسید شما',
} satisfies AreaCatalogue<typeof english>
