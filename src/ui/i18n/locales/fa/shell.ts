import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'اصلی',
  'shell.nav.studio': 'استودیو',
  'shell.footer.learnMore': 'دربارهٔ کیف پول‌ها بیشتر بدانید',
  'shell.footer.language': 'زبان',
  'shell.footer.languageFailed': 'این زبان بارگیری نشد. اتصال خود را بررسی کنید و دوباره تلاش کنید.',
  'shell.noscript':
    '{appName} برای اتصال کیف پول به JavaScript نیاز دارد. آن را روشن کنید و صفحه را دوباره بارگیری کنید.',
} satisfies AreaCatalogue<typeof english>
