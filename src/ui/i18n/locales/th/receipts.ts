import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'ใบเสร็จ',
  'receipts.heading': '{amount} ถึง {creator}',
  'receipts.creator': 'ครีเอเตอร์',
  'receipts.supporter': 'ผู้สนับสนุน',
  'receipts.amount': 'จำนวนเงิน',
  'receipts.network': 'เครือข่าย',
  'receipts.date': 'วันที่',
  'receipts.note': 'ข้อความ',
  'receipts.hiddenNote': 'ซ่อนอยู่: ผู้เยี่ยมชมเห็นเฉพาะจำนวน',
  'receipts.viewOn': 'ดูธุรกรรมบน {explorer}',
  'receipts.viewOnExplorer': 'ดูธุรกรรมบนบล็อกเอ็กซ์พลอเรอร์',
  'receipts.share': 'แชร์',
  'receipts.copyLink': 'คัดลอกลิงก์',
  'receipts.copied': 'คัดลอกแล้ว',
  'receipts.shareTitle': '{amount} ถึง {creator} บน {appName}',
  'receipts.loading': 'กำลังโหลดใบเสร็จ…',
  'receipts.notFoundTitle': 'ไม่พบใบเสร็จ',
  'receipts.notFound': 'ไม่มีใบเสร็จสำหรับธุรกรรมนี้',
  'receipts.failed': 'โหลดใบเสร็จไม่ได้',
  'receipts.retry': 'ลองอีกครั้ง',
  'receipts.creatorPage': 'ไปที่หน้าของครีเอเตอร์',
  'receipts.view': 'ดูใบเสร็จของคุณ',
} satisfies AreaCatalogue<typeof english>
