import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'کاربر درخواست را رد کرد.',
  'errors.switch-chain': 'هنگام تغییر شبکه خطایی رخ داد.',
  'errors.add-chain': 'هنگام افزودن شبکه خطایی رخ داد.',
  'errors.unknown-chain': 'شناسه زنجیره ناشناخته است. ابتدا شبکه را با wallet_addEthereumChain اضافه کنید.',
  'errors.connector-not-found': 'رابط پیدا نشد',
  'errors.resource-unavailable': 'درخواستی در کیف پول شما در انتظار است. برای ادامه کیف پول را باز کنید.',
  'errors.connect-failed': 'اتصال کیف پول ناموفق بود.',
  'errors.sign-failed': 'کیف پول نتوانست پیام را امضا کند.',
  'errors.send-failed': 'کیف پول نتوانست تراکنش را ارسال کند.',
  'errors.watch-asset': 'کیف پول نتوانست توکن را اضافه کند.',
  'errors.switch-chain-unsupported':
    'کیف پول شما تغییر شبکه از اینجا را پشتیبانی نمی‌کند. شبکه را از داخل کیف پول تغییر دهید.',
  'errors.session-changed': 'کیف پول حساب یا شبکه را تغییر داد: بررسی کنید و دوباره ارسال کنید.',
  'errors.sign-in-prepare': 'خطا در آماده‌سازی پیام، لطفاً دوباره امتحان کنید!',
  'errors.sign-in-sign': 'خطا در امضای پیام، لطفاً دوباره امتحان کنید!',
  'errors.sign-in-verify': 'خطا در تأیید امضا، لطفاً دوباره امتحان کنید!',
  'errors.unknown': 'اوه، مشکلی پیش آمد!',
  'errors.chain-not-configured': 'زنجیره «{chainId}» پیکربندی نشده است.',
  'errors.chain-not-configured-for': 'زنجیره «{chainId}» برای رابط «{connector}» پیکربندی نشده است.',
  'errors.wallet-not-installed': '{wallet} نصب نشده است',
  'errors.wallet-not-available': '{wallet} در دسترس نیست',
  'errors.wrong-network': 'شبکه نادرست است؛ برای ادامه شبکه را تغییر دهید یا اتصال را قطع کنید.',
  'errors.switch-unsupported':
    'کیف پول شما تغییر شبکه از {appName} را پشتیبانی نمی‌کند. شبکه را از داخل کیف پول تغییر دهید.',
} satisfies AreaCatalogue<typeof english>
