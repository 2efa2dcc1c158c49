import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'ראשי',
  'shell.nav.studio': 'סטודיו',
  'shell.footer.learnMore': 'מידע נוסף על ארנקים',
  'shell.footer.language': 'שפה',
  'shell.footer.languageFailed': 'לא ניתן היה לטעון את השפה. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
  'shell.noscript': '{appName} צריך JavaScript כדי לחבר ארנק. הפעילו אותו וטענו את הדף מחדש.',
  'shell.footer.disclaimer':
    '{appName} אף פעם לא מחזיק בכספים שלכם: התמיכה עוברת ישירות מהארנק שלכם ליוצר, ואי אפשר לבטל עסקה בבלוקצ׳יין. בדקו את הכתובת לפני השליחה.',
} satisfies AreaCatalogue<typeof english>
