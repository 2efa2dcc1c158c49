import type { Glossary } from './terms'

/**
 * Arabic (Modern Standard, second person masculine singular as the app addresses the visitor). Buttons name their
 * action with the verbal noun (نسخ، عرض، فتح، إرسال) and instructions use the imperative; one action keeps one form.
 * Numbers are written in the digits the app formats {count} with (Latin digits for `ar` in current browsers).
 */
export const glossary: Glossary = {
  wallet: { use: ['محفظ', 'المحافظ'], avoid: ['جزدان', 'والت'] },
  connect: {
    use: ['ربط', 'اربط'],
    avoid: ['توصيل', 'وصّل', 'كونكت'],
    why: 'ربط المحفظة is the wallet link; اتصال stays only for the internet connection and for قطع الاتصال',
  },
  disconnect: { use: ['قطع الاتصال'], avoid: ['افصل', 'فصل المحفظة', 'إلغاء الربط'] },
  signIn: {
    use: ['تسجيل الدخول', 'سجّل الدخول', 'دخوله', 'مسجّل'],
    avoid: ['ولوج', 'لوج إن', 'تسجيل الاشتراك'],
  },
  sign: { use: ['توقيع', 'وقّع'], avoid: ['إرسال الرسالة', 'أرسل الرسالة'] },
  signature: { use: ['التوقيع'], avoid: ['إمضاء'] },
  network: {
    use: ['شبكة', 'الشبكة'],
    // سلسلة only in معرّف السلسلة (chain ID), the wallets' own term.
    avoid: [/(?<!معرّف )السلسلة/, /(?<!ال)(?<!معرّف )سلسلة/, 'سلسلة الكتل', 'خطأ في الشبكة', 'خطأ الشبكة'],
  },
  switch: { use: ['بدّل', 'تبديل'], avoid: ['غيّر الشبكة', 'تغيير الشبكة'] },
  transaction: { use: ['معامل'], avoid: ['صفقة', 'حوالة', 'عملية تحويل'] },
  recent: {
    use: ['مؤخرًا', 'الأخيرة'],
    avoid: ['الأحدث', 'أحدث'],
    why: 'الأحدث reads as "newest" (newly released wallets); the list is the wallets used recently',
  },
  pending: { use: ['قيد الانتظار'], avoid: ['معلّق', 'معلقة', 'معلّقة'] },
  confirmed: { use: ['مؤكد', 'تأكيد'], avoid: ['مكتملة', 'اكتملت'] },
  failed: { use: ['فشل'], avoid: [] },
  support: { use: ['دعم', 'ادعم'], avoid: ['تبرع', 'تبرّع', 'إكرامية', 'بقشيش', 'الدعم الفني'] },
  supporter: { use: ['داعم'], avoid: ['متابعين', 'متابعون', 'متبرع', 'مؤيد', 'مشجع'] },
  note: { use: ['ملاحظ'], avoid: ['تعليق', 'مذكرة'] },
  creator: {
    use: ['مبدع'],
    avoid: ['صانع', 'منتج', 'مؤلف'],
    why: 'one word on every screen; صانع محتوى was used beside مبدع',
  },
  studio: { use: ['الاستوديو'], avoid: ['لوحة التحكم', 'لوحة القيادة'] },
  profile: { use: ['الملف الشخصي', 'ملفك الشخصي'], avoid: ['بروفايل', 'الصفحة الشخصية'] },
  explorer: {
    use: ['المستكشف'],
    avoid: ['مستعرض'],
    why: 'a block explorer; متصفح is the web browser and stays for the browser only',
  },
  balance: { use: ['الرصيد', 'رصيد'], avoid: ['الموازنة', 'التوازن'] },
  amount: { use: ['مبلغ', 'مبالغ'], avoid: [] },
  account: { use: ['حساب'], avoid: ['أكاونت'] },
  address: { use: ['عنوان'], avoid: [] },
  install: {
    use: ['تثبيت', 'ثبّت', 'مثبّت'],
    avoid: ['تنصيب', 'نصّب', /تثبيت\s+في شريط/],
    why: '«تثبيت» is installing; pinning an extension to the taskbar is «إضافة … إلى شريط المهام»',
  },
  scan: { use: ['مسح', 'امسح'], avoid: ['افحص', 'فحص'] },
  session: { use: ['جلست', 'جلسة'], avoid: ['سيشن'] },
  character: {
    use: ['حرف', 'أحرف'],
    avoid: ['محرف', 'محارف', 'أحرف تحكّم'],
    why: 'one spelling, unvocalised as the rest of the UI: «أحرف تحكم»',
  },
  copy: {
    use: ['نسخ'],
    avoid: ['انسخ', 'كوبي'],
    why: 'the Copy buttons use the verbal noun (نسخ العنوان) everywhere',
  },
  hidden: { use: ['مخفي', 'إخفاء', 'يخفي'], avoid: ['محجوب', 'مستتر'] },
}
