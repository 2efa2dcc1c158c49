import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'หลัก',
  'shell.nav.studio': 'สตูดิโอ',
  'shell.footer.learnMore': 'เรียนรู้เพิ่มเติมเกี่ยวกับกระเป๋าเงิน',
  'shell.footer.language': 'ภาษา',
  'shell.footer.languageFailed': 'โหลดภาษานั้นไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'shell.noscript': '{appName} ต้องใช้ JavaScript เพื่อเชื่อมต่อกระเป๋าเงิน เปิดใช้งานแล้วโหลดหน้านี้ใหม่',
  'shell.footer.disclaimer':
    '{appName} ไม่ได้ถือครองเงินของคุณ การสนับสนุนส่งตรงจากกระเป๋าเงินของคุณถึงครีเอเตอร์ และธุรกรรมบนบล็อกเชนยกเลิกไม่ได้ ตรวจสอบที่อยู่ก่อนส่ง',
} satisfies AreaCatalogue<typeof english>
