import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'เป้าหมาย',
  'goal.page.month': '{reached} จาก {goal} {asset} ในเดือนนี้',
  'goal.page.total': '{reached} จาก {goal} {asset} ทั้งหมด',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'เป้าหมาย',
  'goal.form.hint':
    'เป้าหมายจะแสดงแถบความคืบหน้าบนหน้าของคุณให้ผู้สนับสนุนเห็น ว่าคุณได้รับเท่าใดในสกุลเงินหนึ่ง ในเดือนนี้หรือทั้งหมด เทียบกับจำนวนที่คุณตั้งเป้าไว้',
  'goal.form.add': 'ตั้งเป้าหมาย',
  'goal.form.remove': 'ลบเป้าหมาย',
  'goal.form.title': 'ชื่อเป้าหมาย',
  'goal.form.titleHint': {
    other: '1 ถึง {count} ตัวอักษร แสดงเหนือแถบความคืบหน้า',
  },
  'goal.form.amount': 'จำนวนเป้าหมาย',
  'goal.form.asset': 'สกุลเงิน',
  'goal.form.period': 'การนับ',
  'goal.form.month': 'ต่อเดือนตามปฏิทิน (UTC)',
  'goal.form.total': 'ทั้งหมด',
  'goal.problem.goalInvalid': 'เป้าหมายไม่ถูกต้อง',
  'goal.problem.goalAssetUnknown': 'เป้าหมายต้องเป็นสกุลเงินที่รับเท่านั้น',
  'goal.problem.goalAmountFormat': 'จำนวนเป้าหมายต้องเป็นตัวเลข เช่น {example}',
  'goal.problem.goalAmountPositive': 'จำนวนเป้าหมายต้องมากกว่า 0',
  'goal.problem.goalAmountDecimals': {
    other: 'จำนวนเป้าหมายมีทศนิยมได้ไม่เกิน {count} ตำแหน่ง',
  },
  'goal.problem.goalAmountTooLarge': 'จำนวนเป้าหมายมากเกินไป',
  'goal.problem.goalPeriod': 'เลือกวิธีนับเป้าหมาย',
  'goal.problem.goalTitleLength': {
    other: 'ชื่อเป้าหมายต้องมี 1 ถึง {count} ตัวอักษร',
  },
  'goal.problem.goalTitleControl': 'ชื่อเป้าหมายต้องไม่มีตัวอักษรควบคุม',
  'goal.problem.goalTitleInvisible': 'ชื่อเป้าหมายต้องมีตัวอักษรที่มองเห็นได้อย่างน้อยหนึ่งตัว',
  'export.title': 'ส่งออก',
  'export.hint': 'การสนับสนุนทุกรายการที่คุณได้รับ รวมถึงที่ซ่อนไว้ เป็นไฟล์ CSV สำหรับสเปรดชีตหรือนักบัญชีของคุณ',
  'export.download': 'ดาวน์โหลด CSV',
} satisfies AreaCatalogue<typeof english>
