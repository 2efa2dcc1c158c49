import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'התראות',
  'notifications.intro':
    'השרת שלך יודע על כל תמיכה ברגע שהיא מגיעה: הוסף כתובת https, וכל אירוע יישלח אליה חתום (Standard Webhooks).',
  'notifications.loading': 'טוען את ההתראות שלך…',
  'notifications.loadFailed': 'לא ניתן היה לטעון את ההתראות שלך.',
  'notifications.retry': 'לנסות שוב',
  'notifications.url': 'כתובת URL של נקודת הקצה',
  'notifications.urlHint': 'כתובת https בשרת שלך. אפשר להוסיף עד {count} נקודות קצה.',
  'notifications.add': 'הוספת נקודת קצה',
  'notifications.secretOnce': 'סוד החתימה: העתק אותו עכשיו, הוא מוצג פעם אחת בלבד. השרת שלך בודק איתו כל חתימה.',
  'notifications.secretDone': 'סיום',
  'notifications.offGone': 'כבויה: נקודת הקצה ענתה 410 Gone.',
  'notifications.offFailing': 'כבויה אחרי 10 ניסיונות כושלים ברצף.',
  'notifications.off': 'כבויה.',
  'notifications.turnOn': 'להדליק',
  'notifications.sendTest': 'שליחת בדיקה',
  'notifications.rotate': 'חידוש הסוד',
  'notifications.delete': 'מחיקה',
  'notifications.deliveries': 'משלוחים אחרונים',
  'notifications.noDeliveries': 'עדיין לא נשלח דבר.',
  'notifications.status.pending': 'ממתין',
  'notifications.status.succeeded': 'נמסר',
  'notifications.status.failed': 'נכשל',
  'notifications.status.skipped': 'לא נשלח',
  'notifications.response': 'תשובה {code}',
  'notifications.redeliver': 'מסירה מחדש',
  'notifications.error.url': 'הזן כתובת https שמגיעה לשרת ציבורי.',
  'notifications.error.limit': 'כבר יש לך המספר המרבי של נקודות קצה.',
  'notifications.error.other': 'זה לא הצליח. נסה שוב.',
} satisfies AreaCatalogue<typeof english>
