import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'اعلان‌ها',
  'notifications.intro':
    'سرور خودتان از هر حمایت به‌محض رسیدن باخبر می‌شود: یک نشانی https اضافه کنید تا هر رویداد امضاشده به آن فرستاده شود (Standard Webhooks).',
  'notifications.loading': 'در حال بارگیری اعلان‌های شما…',
  'notifications.loadFailed': 'اعلان‌های شما بارگیری نشد.',
  'notifications.retry': 'تلاش دوباره',
  'notifications.url': 'نشانی URL نقطهٔ پایانی',
  'notifications.urlHint': 'یک نشانی https روی سرور شما. می‌توانید تا {count} نقطهٔ پایانی اضافه کنید.',
  'notifications.add': 'افزودن نقطهٔ پایانی',
  'notifications.secretOnce':
    'رمز امضا: همین حالا آن را کپی کنید، فقط یک بار نشان داده می‌شود. سرور شما هر امضا را با آن بررسی می‌کند.',
  'notifications.secretDone': 'تمام',
  'notifications.offGone': 'خاموش شد: نقطهٔ پایانی با 410 Gone پاسخ داد.',
  'notifications.offFailing': 'پس از 10 تلاش ناموفق پیاپی خاموش شد.',
  'notifications.off': 'خاموش.',
  'notifications.turnOn': 'روشن کردن',
  'notifications.sendTest': 'ارسال آزمایشی',
  'notifications.rotate': 'تازه کردن رمز',
  'notifications.delete': 'حذف',
  'notifications.deliveries': 'تحویل‌های اخیر',
  'notifications.noDeliveries': 'هنوز چیزی فرستاده نشده است.',
  'notifications.status.pending': 'در انتظار',
  'notifications.status.succeeded': 'تحویل شد',
  'notifications.status.failed': 'ناموفق',
  'notifications.status.skipped': 'فرستاده نشد',
  'notifications.response': 'پاسخ {code}',
  'notifications.redeliver': 'تحویل دوباره',
  'notifications.error.url': 'یک نشانی https وارد کنید که به سروری عمومی برسد.',
  'notifications.error.limit': 'شما به بیشترین تعداد مجاز نقطهٔ پایانی رسیده‌اید.',
  'notifications.error.other': 'انجام نشد. لطفاً دوباره تلاش کنید.',
} satisfies AreaCatalogue<typeof english>
