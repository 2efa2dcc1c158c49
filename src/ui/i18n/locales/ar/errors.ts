import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'رفض المستخدم الطلب.',
  'errors.switch-chain': 'حدث خطأ أثناء تبديل الشبكة.',
  'errors.add-chain': 'حدث خطأ أثناء إضافة الشبكة.',
  'errors.unknown-chain': 'معرّف سلسلة غير معروف. أضِف الشبكة أولًا باستخدام wallet_addEthereumChain.',
  'errors.connector-not-found': 'الموصل غير موجود',
  'errors.resource-unavailable': 'يوجد طلب قيد الانتظار في محفظتك. افتح محفظتك للمتابعة.',
  'errors.connect-failed': 'تعذّر ربط المحفظة.',
  'errors.sign-failed': 'تعذّر على المحفظة توقيع الرسالة.',
  'errors.send-failed': 'تعذّر على المحفظة إرسال المعاملة.',
  'errors.watch-asset': 'تعذّر على المحفظة إضافة الرمز المميّز.',
  'errors.switch-chain-unsupported': 'لا تدعم محفظتك تبديل الشبكة من هنا. بدّل الشبكة من داخل محفظتك بدلًا من ذلك.',
  'errors.session-changed': 'غيّرت المحفظة الحساب أو الشبكة: تحقّق ثم أرسل مرة أخرى.',
  'errors.sign-in-prepare': 'خطأ في تجهيز الرسالة، يرجى إعادة المحاولة!',
  'errors.sign-in-sign': 'خطأ في توقيع الرسالة، يرجى إعادة المحاولة!',
  'errors.sign-in-verify': 'خطأ في التحقّق من التوقيع، يرجى إعادة المحاولة!',
  'errors.unknown': 'عذرًا، حدث خطأ ما!',
  'errors.chain-not-configured': 'السلسلة "{chainId}" غير مهيّأة.',
  'errors.chain-not-configured-for': 'السلسلة "{chainId}" غير مهيّأة للموصل "{connector}".',
  'errors.wallet-not-installed': '{wallet} غير مثبّتة',
  'errors.wallet-not-available': '{wallet} غير متاحة',
  'errors.wrong-network': 'تم اكتشاف شبكة خاطئة، بدّل الشبكة أو افصل المحفظة للمتابعة.',
  'errors.switch-unsupported': 'لا تدعم محفظتك تبديل الشبكة من {appName}. بدّل الشبكة من داخل محفظتك بدلًا من ذلك.',
} satisfies AreaCatalogue<typeof english>
