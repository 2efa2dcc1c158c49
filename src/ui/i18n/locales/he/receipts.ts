import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'קבלה',
  'receipts.heading': '{amount} אל {creator}',
  'receipts.creator': 'יוצר',
  'receipts.supporter': 'תומך',
  'receipts.amount': 'סכום',
  'receipts.network': 'רשת',
  'receipts.date': 'תאריך',
  'receipts.note': 'הערה',
  'receipts.hiddenNote': 'מוסתרת: המבקרים רואים רק את הסכום.',
  'receipts.viewOn': 'צפייה בעסקה ב-{explorer}',
  'receipts.viewOnExplorer': 'צפייה בעסקה בסייר הבלוקים',
  'receipts.share': 'שיתוף',
  'receipts.copyLink': 'העתקת קישור',
  'receipts.copied': 'הועתק',
  'receipts.shareTitle': '{amount} אל {creator} ב-{appName}',
  'receipts.loading': 'הקבלה נטענת…',
  'receipts.notFoundTitle': 'הקבלה לא נמצאה',
  'receipts.notFound': 'אין קבלה לעסקה הזו.',
  'receipts.failed': 'לא ניתן היה לטעון את הקבלה.',
  'receipts.retry': 'לנסות שוב',
  'receipts.creatorPage': 'לדף היוצר',
  'receipts.view': 'צפייה בקבלה שלכם',
} satisfies AreaCatalogue<typeof english>
