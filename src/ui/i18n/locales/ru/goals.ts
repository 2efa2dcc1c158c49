import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Цель',
  'goal.page.month': '{reached} из {goal} {asset} в этом месяце',
  'goal.page.total': '{reached} из {goal} {asset} всего',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Цель',
  'goal.form.hint':
    'Цель показывает поддержавшим вас полосу прогресса на вашей странице: сколько вы получили в одной валюте, в этом месяце или всего, от суммы, к которой вы стремитесь.',
  'goal.form.add': 'Задать цель',
  'goal.form.remove': 'Удалить цель',
  'goal.form.title': 'Название цели',
  'goal.form.titleHint': {
    one: 'От 1 до {count} символа, показывается над полосой прогресса.',
    few: 'От 1 до {count} символов, показывается над полосой прогресса.',
    many: 'От 1 до {count} символов, показывается над полосой прогресса.',
    other: 'От 1 до {count} символа, показывается над полосой прогресса.',
  },
  'goal.form.amount': 'Сумма цели',
  'goal.form.asset': 'Валюта',
  'goal.form.period': 'Учёт',
  'goal.form.month': 'За календарный месяц (UTC)',
  'goal.form.total': 'Всего',
  'goal.problem.goalInvalid': 'Цель указана неверно',
  'goal.problem.goalAssetUnknown': 'Цель может быть только в принимаемой валюте',
  'goal.problem.goalAmountFormat': 'Сумма цели должна быть числом, например {example}',
  'goal.problem.goalAmountPositive': 'Сумма цели должна быть больше 0',
  'goal.problem.goalAmountDecimals': {
    one: 'В сумме цели может быть не больше {count} знака после запятой',
    few: 'В сумме цели может быть не больше {count} знаков после запятой',
    many: 'В сумме цели может быть не больше {count} знаков после запятой',
    other: 'В сумме цели может быть не больше {count} знака после запятой',
  },
  'goal.problem.goalAmountTooLarge': 'Сумма цели слишком велика',
  'goal.problem.goalPeriod': 'Выберите, как считается цель',
  'goal.problem.goalTitleLength': {
    one: 'Название цели должно содержать от 1 до {count} символа',
    few: 'Название цели должно содержать от 1 до {count} символов',
    many: 'Название цели должно содержать от 1 до {count} символов',
    other: 'Название цели должно содержать от 1 до {count} символа',
  },
  'goal.problem.goalTitleControl': 'Название цели не может содержать управляющие символы',
  'goal.problem.goalTitleInvisible': 'Название цели должно содержать хотя бы один видимый символ',
  'export.title': 'Экспорт',
  'export.hint': 'Вся полученная поддержка, включая скрытую, в файле CSV для таблицы или вашего бухгалтера.',
  'export.download': 'Скачать CSV',
} satisfies AreaCatalogue<typeof english>
