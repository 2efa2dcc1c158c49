import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'การแจ้งเตือน',
  'notifications.intro':
    'เซิร์ฟเวอร์ของคุณจะรู้ถึงทุกการสนับสนุนทันทีที่มาถึง: เพิ่มที่อยู่ https แล้วแต่ละเหตุการณ์จะถูกส่งไปพร้อมลายเซ็น (Standard Webhooks)',
  'notifications.loading': 'กำลังโหลดการแจ้งเตือนของคุณ…',
  'notifications.loadFailed': 'โหลดการแจ้งเตือนของคุณไม่ได้',
  'notifications.retry': 'ลองอีกครั้ง',
  'notifications.url': 'URL ของปลายทาง',
  'notifications.urlHint': 'ที่อยู่ https บนเซิร์ฟเวอร์ของคุณ เพิ่มปลายทางได้สูงสุด {count} รายการ',
  'notifications.add': 'เพิ่มปลายทาง',
  'notifications.secretOnce': 'คีย์ลับสำหรับลายเซ็น: คัดลอกตอนนี้ ระบบจะแสดงเพียงครั้งเดียว เซิร์ฟเวอร์ของคุณใช้ตรวจทุกลายเซ็น',
  'notifications.secretDone': 'เสร็จสิ้น',
  'notifications.offGone': 'ปิดแล้ว: ปลายทางตอบกลับ 410 Gone',
  'notifications.offFailing': 'ปิดแล้วหลังล้มเหลว 10 ครั้งติดต่อกัน',
  'notifications.off': 'ปิดอยู่',
  'notifications.turnOn': 'เปิด',
  'notifications.sendTest': 'ส่งทดสอบ',
  'notifications.rotate': 'เปลี่ยนคีย์ลับ',
  'notifications.delete': 'ลบ',
  'notifications.deliveries': 'การส่งล่าสุด',
  'notifications.noDeliveries': 'ยังไม่มีการส่ง',
  'notifications.status.pending': 'รอดำเนินการ',
  'notifications.status.succeeded': 'ส่งถึงแล้ว',
  'notifications.status.failed': 'ล้มเหลว',
  'notifications.status.skipped': 'ไม่ได้ส่ง',
  'notifications.response': 'การตอบกลับ {code}',
  'notifications.redeliver': 'ส่งอีกครั้ง',
  'notifications.error.url': 'ป้อนที่อยู่ https ที่เข้าถึงเซิร์ฟเวอร์สาธารณะได้',
  'notifications.error.limit': 'คุณมีปลายทางครบจำนวนสูงสุดแล้ว',
  'notifications.error.other': 'ไม่สำเร็จ โปรดลองอีกครั้ง',
} satisfies AreaCatalogue<typeof english>
