import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': '目标',
  'goal.page.month': '本月 {reached} / {goal} {asset}',
  'goal.page.total': '累计 {reached} / {goal} {asset}',
  'goal.page.valueText': '{amounts}，{percent}',
  'goal.form.legend': '目标',
  'goal.form.hint':
    '设定目标后，你的页面会向支持者显示一个进度条：你在一种货币中本月或累计收到的金额，相对于你的目标金额。',
  'goal.form.add': '设定目标',
  'goal.form.remove': '删除目标',
  'goal.form.title': '目标标题',
  'goal.form.titleHint': {
    other: '1 到 {count} 个字符，显示在进度条上方。',
  },
  'goal.form.amount': '目标金额',
  'goal.form.asset': '货币',
  'goal.form.period': '统计方式',
  'goal.form.month': '按日历月 (UTC)',
  'goal.form.total': '累计',
  'goal.problem.goalInvalid': '目标无效',
  'goal.problem.goalAssetUnknown': '目标只能使用接受的货币',
  'goal.problem.goalAmountFormat': '目标金额必须是数字，例如 {example}',
  'goal.problem.goalAmountPositive': '目标金额必须大于 0',
  'goal.problem.goalAmountDecimals': {
    other: '目标金额最多只能有 {count} 位小数',
  },
  'goal.problem.goalAmountTooLarge': '目标金额过大',
  'goal.problem.goalPeriod': '请选择目标的统计方式',
  'goal.problem.goalTitleLength': {
    other: '目标标题必须为 1 到 {count} 个字符',
  },
  'goal.problem.goalTitleControl': '目标标题不能包含控制字符',
  'goal.problem.goalTitleInvisible': '目标标题必须至少包含一个可见字符',
  'export.title': '导出',
  'export.hint': '你收到的每一笔支持（包括已隐藏的），以 CSV 文件导出，供电子表格或你的会计使用。',
  'export.download': '下载 CSV',
} satisfies AreaCatalogue<typeof english>
