import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': '目標',
  'goal.page.month': '本月 {reached} / {goal} {asset}',
  'goal.page.total': '累計 {reached} / {goal} {asset}',
  'goal.page.valueText': '{amounts}，{percent}',
  'goal.form.legend': '目標',
  'goal.form.hint':
    '設定目標後，你的頁面會向支持者顯示一條進度列：你以一種貨幣在本月或累計收到的金額，相對於你的目標金額。',
  'goal.form.add': '設定目標',
  'goal.form.remove': '移除目標',
  'goal.form.title': '目標標題',
  'goal.form.titleHint': {
    other: '1 至 {count} 個字元，顯示在進度列上方。',
  },
  'goal.form.amount': '目標金額',
  'goal.form.asset': '貨幣',
  'goal.form.period': '計算方式',
  'goal.form.month': '按曆月 (UTC)',
  'goal.form.total': '累計',
  'goal.problem.goalInvalid': '目標無效',
  'goal.problem.goalAssetUnknown': '目標只可使用接受的貨幣',
  'goal.problem.goalAmountFormat': '目標金額必須是數字，例如 {example}',
  'goal.problem.goalAmountPositive': '目標金額必須大於 0',
  'goal.problem.goalAmountDecimals': {
    other: '目標金額最多只可有 {count} 位小數',
  },
  'goal.problem.goalAmountTooLarge': '目標金額過大',
  'goal.problem.goalPeriod': '請選擇目標的計算方式',
  'goal.problem.goalTitleLength': {
    other: '目標標題必須為 1 至 {count} 個字元',
  },
  'goal.problem.goalTitleControl': '目標標題不可包含控制字元',
  'goal.problem.goalTitleInvisible': '目標標題必須最少包含一個可見字元',
  'export.title': '匯出',
  'export.hint': '你收到的每一筆支持（包括已隱藏的），以 CSV 格式匯出，供試算表或你的會計師使用。',
  'export.download': '下載 CSV',
} satisfies AreaCatalogue<typeof english>
