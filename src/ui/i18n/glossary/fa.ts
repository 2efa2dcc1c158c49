import type { Glossary } from './terms'

/**
 * Persian (formal «شما», as every screen already reads). The ezafe after a final «ه» is written «هٔ» («صفحهٔ اصلی»);
 * loading is always «بارگذاری» (never «بارگیری»); numbers in prose use Persian digits (۰), except in an example of what
 * to type into a field that accepts ASCII digits only (the Studio's suggested amounts, «0.01»).
 */
export const glossary: Glossary = {
  wallet: { use: ['کیف پول'], avoid: ['والت', 'کیف‌پول'] },
  connect: {
    use: ['اتصال', 'وصل'],
    avoid: ['کانکت', 'لینک کردن'],
    why: 'the internet connection is «اتصال اینترنت», so «اتصال» alone is always the wallet',
  },
  disconnect: { use: ['قطع اتصال', 'اتصال را قطع'], avoid: ['دیسکانکت', 'جدا کردن'] },
  signIn: { use: ['ورود', 'وارد شو', 'وارد شده', 'واردشده'], avoid: ['لاگین', 'ورود به سیستم', 'ثبت‌نام'] },
  sign: { use: ['امضا'], avoid: ['ارسال پیام', 'فرستادن پیام'] },
  signature: { use: ['امضا'], avoid: ['دستینه'] },
  network: {
    use: ['شبکه'],
    // «زنجیره» only in «شناسهٔ زنجیره» (chain ID), the wallets' own term.
    avoid: [/(?<!شناسهٔ )زنجیره/, 'نتورک', 'خطای شبکه'],
  },
  switch: {
    use: ['تغییر'],
    avoid: ['سوئیچ', 'عوض کردن', /به [^.،]{0,40}بروید/],
    why: '«تغییر شبکه», «تغییر به {chain}»: one verb for the title, the button and the sentences',
  },
  transaction: { use: ['تراکنش'], avoid: ['معامله', 'داد و ستد'] },
  recent: { use: ['اخیر'], avoid: ['جدیدترین', 'تازه‌ترین', 'آخرین'] },
  pending: { use: ['در انتظار'], avoid: ['معلق', 'در حال انتظار'] },
  confirmed: { use: ['تأیید'], avoid: ['کامل شد', 'تکمیل‌شده', 'تایید'] },
  failed: { use: ['ناموفق'], avoid: ['شکست‌خورده'] },
  support: {
    use: ['حمایت'],
    avoid: ['کمک مالی', 'اهدا', 'انعام', 'دونیت'],
    why: '«پشتیبانی» stays for software support («شبکهٔ پشتیبانی‌شده») and «پشتیبان» for a backup; neither is this term',
  },
  supporter: { use: ['حامی'], avoid: ['دنبال‌کننده', 'اهداکننده', 'هوادار', 'طرفدار'] },
  note: { use: ['یادداشت'], avoid: ['کامنت', 'دیدگاه'] },
  creator: {
    use: ['سازنده'],
    avoid: ['تولیدکننده', 'خالق', 'کریتور', /^سازنده$/],
    why: 'standing alone (a heading, a receipt label) «سازنده» reads as maker or developer: there it is «سازندهٔ محتوا»',
  },
  studio: { use: ['استودیو'], avoid: ['داشبورد', 'پیشخوان'] },
  profile: { use: ['نمایه'], avoid: ['پروفایل'] },
  explorer: {
    use: ['کاوشگر'],
    avoid: ['اکسپلورر', 'مرورگر بلاک'],
    why: 'a block explorer; «مرورگر» is the web browser',
  },
  balance: { use: ['موجودی'], avoid: ['بالانس', 'تراز', 'مانده'] },
  amount: { use: ['مبلغ'], avoid: [] },
  account: { use: ['حساب'], avoid: ['اکانت'] },
  address: {
    use: ['نشانی'],
    avoid: ['آدرس'],
    why: 'the standard word, kept on every screen; wallets also say «آدرس», but one word throughout matters more',
  },
  install: { use: ['نصب'], avoid: ['اینستال'] },
  scan: { use: ['اسکن'], avoid: ['پویش'] },
  session: { use: ['نشست'], avoid: ['سشن', 'جلسه'] },
  character: {
    use: ['نویسه'],
    avoid: ['کاراکتر'],
    why: 'the form and the Studio counted in «کاراکتر» and «نویسه»; «نویسه» is the standard term',
  },
  copy: { use: ['کپی'], avoid: ['رونوشت'] },
  hidden: { use: ['پنهان'], avoid: [/(?<!پ)نهان/, 'مخفی‌شده'] },
}
