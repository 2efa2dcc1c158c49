import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'الإشعارات',
  'notifications.intro':
    'يعلم خادمك الخاص بكل دعم فور وصوله: أضف عنوان https، وسيُرسَل إليه كل حدث موقّعًا (Standard Webhooks).',
  'notifications.loading': 'جارٍ تحميل إشعاراتك…',
  'notifications.loadFailed': 'تعذّر تحميل إشعاراتك.',
  'notifications.retry': 'أعد المحاولة',
  'notifications.url': 'عنوان URL لنقطة النهاية',
  'notifications.urlHint': 'عنوان https على خادمك. يمكنك إضافة ما يصل إلى {count} نقاط نهاية.',
  'notifications.add': 'إضافة نقطة نهاية',
  'notifications.secretOnce': 'سرّ التوقيع: قم بنسخه الآن، فهو لا يظهر إلا مرة واحدة. يتحقق خادمك به من كل توقيع.',
  'notifications.secretDone': 'تم',
  'notifications.offGone': 'متوقفة: أجابت نقطة النهاية بـ 410 Gone.',
  'notifications.offFailing': 'متوقفة بعد 10 محاولات فاشلة متتالية.',
  'notifications.off': 'متوقفة.',
  'notifications.turnOn': 'تشغيل',
  'notifications.sendTest': 'إرسال تجربة',
  'notifications.rotate': 'تجديد السرّ',
  'notifications.delete': 'حذف',
  'notifications.deliveries': 'آخر عمليات التسليم',
  'notifications.noDeliveries': 'لم يُرسَل شيء بعد.',
  'notifications.status.pending': 'قيد الانتظار',
  'notifications.status.succeeded': 'تم التسليم',
  'notifications.status.failed': 'فشل',
  'notifications.status.skipped': 'لم يُرسَل',
  'notifications.response': 'الرد {code}',
  'notifications.redeliver': 'إعادة التسليم',
  'notifications.error.url': 'أدخل عنوان https يصل إلى خادم عام.',
  'notifications.error.limit': 'لديك بالفعل الحد الأقصى من نقاط النهاية.',
  'notifications.error.other': 'لم ينجح ذلك. حاول مرة أخرى.',
} satisfies AreaCatalogue<typeof english>
