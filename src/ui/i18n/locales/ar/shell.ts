import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'الرئيسية',
  'shell.nav.studio': 'الاستوديو',
  'shell.footer.learnMore': 'اعرف المزيد عن المحافظ',
  'shell.footer.language': 'اللغة',
  'shell.footer.languageFailed': 'تعذّر تحميل هذه اللغة. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
  'shell.noscript': 'يحتاج {appName} إلى JavaScript لربط محفظة. فعّله وأعد تحميل الصفحة.',
  'shell.footer.disclaimer':
    'لا يحتفظ {appName} بأموالك أبدًا: يذهب الدعم مباشرةً من محفظتك إلى المبدع، ولا يمكن التراجع عن معاملة على البلوكتشين. تحقّق من العنوان قبل الإرسال.',
} satisfies AreaCatalogue<typeof english>
