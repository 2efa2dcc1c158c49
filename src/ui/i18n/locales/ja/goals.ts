import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': '目標',
  'goal.page.month': '今月 {goal} {asset} のうち {reached}',
  'goal.page.total': '累計 {goal} {asset} のうち {reached}',
  'goal.page.valueText': '{amounts}、{percent}',
  'goal.form.legend': '目標',
  'goal.form.hint':
    '目標を設定すると、あなたのページにプログレスバーが表示され、サポーターに、ひとつの通貨で今月または累計で受け取った額が目標額に対してどれだけかを示します。',
  'goal.form.add': '目標を設定',
  'goal.form.remove': '目標を削除',
  'goal.form.title': '目標のタイトル',
  'goal.form.titleHint': {
    other: '1〜{count} 文字。プログレスバーの上に表示されます。',
  },
  'goal.form.amount': '目標額',
  'goal.form.asset': '通貨',
  'goal.form.period': '集計',
  'goal.form.month': '暦月ごと (UTC)',
  'goal.form.total': '累計',
  'goal.problem.goalInvalid': '目標が正しくありません',
  'goal.problem.goalAssetUnknown': '目標は受け付けている通貨でのみ設定できます',
  'goal.problem.goalAmountFormat': '目標額は {example} のような数値で入力してください',
  'goal.problem.goalAmountPositive': '目標額は 0 より大きくしてください',
  'goal.problem.goalAmountDecimals': {
    other: '目標額の小数点以下は {count} 桁までです',
  },
  'goal.problem.goalAmountTooLarge': '目標額が大きすぎます',
  'goal.problem.goalPeriod': '目標の集計方法を選んでください',
  'goal.problem.goalTitleLength': {
    other: '目標のタイトルは 1〜{count} 文字にしてください',
  },
  'goal.problem.goalTitleControl': '目標のタイトルに制御文字は使えません',
  'goal.problem.goalTitleInvisible': '目標のタイトルには見える文字を 1 文字以上含めてください',
  'export.title': 'エクスポート',
  'export.hint':
    '受け取った応援をすべて（非表示のものも含む）、表計算ソフトや会計担当者向けの CSV ファイルで出力します。',
  'export.download': 'CSV をダウンロード',
} satisfies AreaCatalogue<typeof english>
