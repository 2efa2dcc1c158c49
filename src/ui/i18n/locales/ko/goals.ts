import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': '목표',
  'goal.page.month': '이번 달 {goal} {asset} 중 {reached}',
  'goal.page.total': '누적 {goal} {asset} 중 {reached}',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': '목표',
  'goal.form.hint':
    '목표를 설정하면 내 페이지에 진행률 막대가 표시되어, 후원자에게 한 통화로 이번 달 또는 누적으로 받은 금액이 목표 금액에 비해 얼마인지 보여 줍니다.',
  'goal.form.add': '목표 설정',
  'goal.form.remove': '목표 삭제',
  'goal.form.title': '목표 제목',
  'goal.form.titleHint': {
    other: '1~{count}자, 진행률 막대 위에 표시됩니다.',
  },
  'goal.form.amount': '목표 금액',
  'goal.form.asset': '통화',
  'goal.form.period': '집계',
  'goal.form.month': '달력 월별 (UTC)',
  'goal.form.total': '누적',
  'goal.problem.goalInvalid': '목표가 올바르지 않습니다',
  'goal.problem.goalAssetUnknown': '목표는 허용된 통화로만 설정할 수 있습니다',
  'goal.problem.goalAmountFormat': '목표 금액은 {example} 같은 숫자여야 합니다',
  'goal.problem.goalAmountPositive': '목표 금액은 0보다 커야 합니다',
  'goal.problem.goalAmountDecimals': {
    other: '목표 금액은 소수점 이하 최대 {count}자리까지 가능합니다',
  },
  'goal.problem.goalAmountTooLarge': '목표 금액이 너무 큽니다',
  'goal.problem.goalPeriod': '목표를 집계하는 방법을 선택하세요',
  'goal.problem.goalTitleLength': {
    other: '목표 제목은 1~{count}자여야 합니다',
  },
  'goal.problem.goalTitleControl': '목표 제목에는 제어 문자를 쓸 수 없습니다',
  'goal.problem.goalTitleInvisible': '목표 제목에는 보이는 문자가 한 자 이상 있어야 합니다',
  'export.title': '내보내기',
  'export.hint': '받은 모든 후원(숨긴 것 포함)을 스프레드시트나 회계 담당자를 위한 CSV 파일로 내보냅니다.',
  'export.download': 'CSV 다운로드',
} satisfies AreaCatalogue<typeof english>
