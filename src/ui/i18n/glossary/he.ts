import type { Glossary } from './terms'

/**
 * Hebrew. The visitor is addressed in the plural («שלכם», «חברו»), which is gender-neutral; never the singular
 * «שלך/מצאת». Buttons are nouns or infinitives («העתקת הקישור», «לנסות שוב»), instructions plural imperatives or
 * «יש ל…». Quotes are „…”; the geresh is ׳ (את׳ריום, בלוקצ׳יין).
 */
export const glossary: Glossary = {
  wallet: { use: ['ארנק'], avoid: ['וולט'] },
  connect: {
    use: ['חיבור', 'חברו', 'לחבר', 'מחובר'],
    avoid: ['לקשר את הארנק', 'קישור הארנק', 'צירוף הארנק'],
    why: 'connecting the wallet is «חיבור» («מחובר», «מתחבר מחדש»); signing in is «כניסה», another root (see signIn); the internet connection is «החיבור לאינטרנט»',
  },
  disconnect: { use: ['ניתוק', 'התנתק'], avoid: ['ביטול החיבור', 'הסרת החיבור'] },
  signIn: {
    use: ['כניסה', 'היכנסו', 'להיכנס', 'נכנס'],
    avoid: ['התחבר', 'לוגין', 'לוג אין', 'הירשמו'],
    why: 'signing in is «כניסה», as Google and Microsoft say in Hebrew; «התחברות» shares its root with connecting the wallet («חיבור», «מחובר»), so a visitor shown as connected would be told to connect again',
  },
  sign: { use: ['חתימ', 'לחתום', 'חתמו'], avoid: ['שליחת הודעה', 'שלחו הודעה'] },
  signature: { use: ['חתימה'], avoid: [] },
  network: { use: ['רשת'], avoid: ['שרשרת', /(?<!בלוק)צ׳יין/, 'שגיאת רשת'] },
  switch: {
    use: ['החלפ', 'להחליף', 'החליפו'],
    avoid: ['שינוי רשת', 'שנו את הרשת', 'מעבר אל', 'מעבר ל-', /עברו אל(?!יו)/],
    why: 'one verb for the network: «החלפת רשת», «החלפה ל-{chain}»; moving to another account in the wallet is «עברו אליו»',
  },
  transaction: { use: ['עסק'], avoid: ['טרנזקצי', 'תנועה'] },
  recent: { use: ['אחרונ', 'לאחרונה'], avoid: ['החדשים ביותר', 'העדכניים'] },
  pending: { use: ['ממתינ'], avoid: ['מושהית', 'בהשהיה', 'תלויה'] },
  confirmed: { use: ['אושר', 'תאושר', 'מאושרת'], avoid: ['הושלמה'] },
  failed: { use: ['נכשל'], avoid: [] },
  support: { use: ['תמיכ', 'לתמוך', 'תמכו', 'יתמוך'], avoid: ['תרומה', 'תרומות', 'טיפ ', 'תשר'] },
  supporter: { use: ['תומכים', 'תומך'], avoid: ['עוקבים', 'תורמים', 'מעריצים'] },
  note: {
    use: ['הערה', 'הערות', 'ההערה'],
    avoid: ['תגובה', 'פתק', 'הקדשה', /להשאיר (את )?ה?הודעה/, /השארת ה?הודעה/, /ה?הודעה שלכם/],
    why: '«הודעה» is the message the wallet signs and the thank-you message; the supporter’s note is «הערה» on every screen',
  },
  creator: { use: ['יוצר'], avoid: ['מפיק', 'יצרן', 'קריאייטור'] },
  studio: { use: ['סטודיו'], avoid: ['לוח בקרה', 'דשבורד'] },
  profile: { use: ['פרופיל'], avoid: ['פרופייל', 'דף אישי'] },
  explorer: {
    use: ['סייר הבלוקים'],
    avoid: ['אקספלורר', 'דפדפן בלוקים', /סייר(?! הבלוקים)/],
    why: '«סייר» alone is a scout; the block explorer is «סייר הבלוקים» on every screen',
  },
  balance: { use: ['יתרה', 'היתרה'], avoid: ['מאזן', 'באלאנס'] },
  amount: { use: ['סכום'], avoid: [] },
  account: { use: ['חשבון'], avoid: ['אקאונט'] },
  address: { use: ['כתובת'], avoid: ['מען'] },
  install: { use: ['התקנ', 'מותקן', 'התקינו'], avoid: ['אינסטול'] },
  scan: { use: ['סריק', 'סורק', 'לסרוק'], avoid: ['צילום הקוד'] },
  session: {
    use: ['מצב הכניסה', 'תוקף הכניסה'],
    avoid: ['סשן', 'הפעלה', 'החיבור שלכם', 'ההתחברות שלכם', 'תוקף ההתחברות'],
    why: 'the signed-in state is «הכניסה» («מצב הכניסה», «תוקף הכניסה פג»); «החיבור» would read as the wallet connection',
  },
  character: {
    use: [/(?<![א-ת])תו(ו(ים|י))?(?![א-ת])/],
    avoid: ['אותיות', 'סימנים', 'קרקטר'],
    why: 'a RegExp: «תו» alone would match inside «תודה»',
  },
  copy: { use: ['העתק', 'הועתק'], avoid: ['שכפול', 'קופי'] },
  hidden: { use: ['מוסתר', 'הסתר', 'להסתיר', 'מסתיר'], avoid: ['חבוי', 'נסתר'] },
}
