import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'ผู้ใช้ปฏิเสธคำขอ',
  'errors.switch-chain': 'เกิดข้อผิดพลาดขณะสลับเครือข่าย',
  'errors.add-chain': 'เกิดข้อผิดพลาดขณะเพิ่มเครือข่าย',
  'errors.unknown-chain': 'ไม่รู้จัก Chain ID ลองเพิ่มเครือข่ายด้วย wallet_addEthereumChain ก่อน',
  'errors.connector-not-found': 'ไม่พบตัวเชื่อมต่อ',
  'errors.resource-unavailable': 'มีคำขอที่รอดำเนินการอยู่ในกระเป๋าเงินแล้ว เปิดกระเป๋าเงินเพื่อดำเนินการต่อ',
  'errors.connect-failed': 'เชื่อมต่อกระเป๋าเงินไม่สำเร็จ',
  'errors.sign-failed': 'กระเป๋าเงินลงนามข้อความไม่ได้',
  'errors.send-failed': 'กระเป๋าเงินส่งธุรกรรมไม่ได้',
  'errors.watch-asset': 'กระเป๋าเงินเพิ่มโทเค็นไม่ได้',
  'errors.switch-chain-unsupported': 'กระเป๋าเงินของคุณไม่รองรับการสลับเครือข่ายจากที่นี่ โปรดสลับเครือข่ายในกระเป๋าเงินแทน',
  'errors.session-changed': 'กระเป๋าเงินเปลี่ยนบัญชีหรือเครือข่ายแล้ว: ตรวจสอบแล้วส่งอีกครั้ง',
  'errors.sign-in-prepare': 'เตรียมข้อความไม่สำเร็จ โปรดลองอีกครั้ง!',
  'errors.sign-in-sign': 'ลงนามข้อความไม่สำเร็จ โปรดลองอีกครั้ง!',
  'errors.sign-in-verify': 'ตรวจสอบลายเซ็นไม่สำเร็จ โปรดลองอีกครั้ง!',
  'errors.unknown': 'อ๊ะ มีบางอย่างผิดพลาด!',
  'errors.chain-not-configured': 'ยังไม่ได้กำหนดค่าเชน "{chainId}"',
  'errors.chain-not-configured-for': 'ยังไม่ได้กำหนดค่าเชน "{chainId}" สำหรับตัวเชื่อมต่อ "{connector}"',
  'errors.wallet-not-installed': 'ยังไม่ได้ติดตั้ง {wallet}',
  'errors.wallet-not-available': '{wallet} ไม่พร้อมใช้งาน',
  'errors.wrong-network': 'ตรวจพบเครือข่ายไม่ถูกต้อง สลับเครือข่ายหรือยกเลิกการเชื่อมต่อเพื่อดำเนินการต่อ',
  'errors.switch-unsupported': 'กระเป๋าเงินของคุณไม่รองรับการสลับเครือข่ายจาก {appName} โปรดสลับเครือข่ายในกระเป๋าเงินแทน',
} satisfies AreaCatalogue<typeof english>
