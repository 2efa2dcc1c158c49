import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Мета',
  'goal.page.month': '{reached} з {goal} {asset} цього місяця',
  'goal.page.total': '{reached} з {goal} {asset} загалом',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Мета',
  'goal.form.hint':
    'Мета показує вашим прихильникам смугу прогресу на вашій сторінці: скільки ви отримали в одній валюті, цього місяця або загалом, від суми, до якої ви прагнете.',
  'goal.form.add': 'Задати мету',
  'goal.form.remove': 'Видалити мету',
  'goal.form.title': 'Назва мети',
  'goal.form.titleHint': {
    one: 'Від 1 до {count} символу, показується над смугою прогресу.',
    few: 'Від 1 до {count} символів, показується над смугою прогресу.',
    many: 'Від 1 до {count} символів, показується над смугою прогресу.',
    other: 'Від 1 до {count} символу, показується над смугою прогресу.',
  },
  'goal.form.amount': 'Сума мети',
  'goal.form.asset': 'Валюта',
  'goal.form.period': 'Облік',
  'goal.form.month': 'За календарний місяць (UTC)',
  'goal.form.total': 'Загалом',
  'goal.problem.goalInvalid': 'Мету вказано неправильно',
  'goal.problem.goalAssetUnknown': 'Мета може бути лише в прийнятій валюті',
  'goal.problem.goalAmountFormat': 'Сума мети має бути числом, наприклад {example}',
  'goal.problem.goalAmountPositive': 'Сума мети має бути більшою за 0',
  'goal.problem.goalAmountDecimals': {
    one: 'Сума мети може мати не більше {count} знака після коми',
    few: 'Сума мети може мати не більше {count} знаків після коми',
    many: 'Сума мети може мати не більше {count} знаків після коми',
    other: 'Сума мети може мати не більше {count} знака після коми',
  },
  'goal.problem.goalAmountTooLarge': 'Сума мети завелика',
  'goal.problem.goalPeriod': 'Виберіть, як рахується мета',
  'goal.problem.goalTitleLength': {
    one: 'Назва мети має містити від 1 до {count} символу',
    few: 'Назва мети має містити від 1 до {count} символів',
    many: 'Назва мети має містити від 1 до {count} символів',
    other: 'Назва мети має містити від 1 до {count} символу',
  },
  'goal.problem.goalTitleControl': 'Назва мети не може містити керівні символи',
  'goal.problem.goalTitleInvisible': 'Назва мети має містити видимий символ',
  'export.title': 'Експорт',
  'export.hint': 'Уся отримана підтримка, зокрема прихована, у файлі CSV для таблиці або вашого бухгалтера.',
  'export.download': 'Завантажити CSV',
} satisfies AreaCatalogue<typeof english>
