import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'המשתמש דחה את הבקשה.',
  'errors.switch-chain': 'אירעה שגיאה בהחלפת הרשת.',
  'errors.add-chain': 'אירעה שגיאה בהוספת הרשת.',
  'errors.unknown-chain': 'מזהה רשת לא מוכר. יש להוסיף קודם את הרשת עם wallet_addEthereumChain.',
  'errors.connector-not-found': 'המחבר לא נמצא',
  'errors.resource-unavailable': 'כבר יש בקשה ממתינה בארנק. יש לפתוח את הארנק כדי להמשיך.',
  'errors.connect-failed': 'לא ניתן לחבר את הארנק.',
  'errors.sign-failed': 'הארנק לא הצליח לחתום על ההודעה.',
  'errors.send-failed': 'הארנק לא הצליח לשלוח את העסקה.',
  'errors.watch-asset': 'הארנק לא הצליח להוסיף את הטוקן.',
  'errors.switch-chain-unsupported': 'הארנק שלך לא תומך בהחלפת רשת מכאן. אפשר להחליף רשת מתוך הארנק עצמו.',
  'errors.session-changed': 'הארנק החליף חשבון או רשת: יש לבדוק ולשלוח שוב.',
  'errors.sign-in-prepare': 'שגיאה בהכנת ההודעה, נא לנסות שוב!',
  'errors.sign-in-sign': 'שגיאה בחתימה על ההודעה, נא לנסות שוב!',
  'errors.sign-in-verify': 'שגיאה באימות החתימה, נא לנסות שוב!',
  'errors.unknown': 'אופס, משהו השתבש!',
  'errors.chain-not-configured': 'הרשת "{chainId}" לא מוגדרת.',
  'errors.chain-not-configured-for': 'הרשת "{chainId}" לא מוגדרת עבור המחבר "{connector}".',
  'errors.wallet-not-installed': '{wallet} לא מותקן',
  'errors.wallet-not-available': '{wallet} לא זמין',
  'errors.wrong-network': 'זוהתה רשת שגויה. כדי להמשיך יש להחליף רשת או להתנתק.',
  'errors.switch-unsupported': 'הארנק שלך לא תומך בהחלפת רשת מ-{appName}. אפשר להחליף רשת מתוך הארנק עצמו.',
} satisfies AreaCatalogue<typeof english>
