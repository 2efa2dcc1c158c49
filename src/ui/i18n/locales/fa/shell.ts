import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'اصلی',
  'shell.nav.studio': 'استودیو',
  'shell.footer.learnMore': 'دربارهٔ کیف پول‌ها بیشتر بدانید',
  'shell.footer.language': 'زبان',
  'shell.footer.languageFailed': 'این زبان بارگذاری نشد. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  'shell.noscript':
    '{appName} برای اتصال کیف پول به JavaScript نیاز دارد. آن را روشن کنید و صفحه را دوباره بارگذاری کنید.',
  'shell.footer.disclaimer':
    '{appName} هرگز دارایی شما را نگه نمی‌دارد: حمایت مستقیم از کیف پول شما به سازنده می‌رسد و تراکنش بلاک‌چین برگشت‌پذیر نیست. پیش از ارسال، نشانی را بررسی کنید.',
} satisfies AreaCatalogue<typeof english>
