import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'יעד',
  'goal.page.month': '{reached} מתוך {goal} {asset} החודש',
  'goal.page.total': '{reached} מתוך {goal} {asset} בסך הכול',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'יעד',
  'goal.form.hint':
    'יעד מציג לתומכים שלך סרגל התקדמות בדף שלך: כמה קיבלת במטבע אחד, החודש או בסך הכול, ביחס לסכום שאליו את/ה שואף/ת.',
  'goal.form.add': 'הגדרת יעד',
  'goal.form.remove': 'הסרת היעד',
  'goal.form.title': 'כותרת היעד',
  'goal.form.titleHint': {
    one: 'תו אחד עד {count} תווים, מוצג מעל סרגל ההתקדמות.',
    two: '1 עד {count} תווים, מוצג מעל סרגל ההתקדמות.',
    other: '1 עד {count} תווים, מוצג מעל סרגל ההתקדמות.',
  },
  'goal.form.amount': 'סכום היעד',
  'goal.form.asset': 'מטבע',
  'goal.form.period': 'ספירה',
  'goal.form.month': 'לכל חודש קלנדרי (UTC)',
  'goal.form.total': 'בסך הכול',
  'goal.problem.goalInvalid': 'היעד אינו תקין',
  'goal.problem.goalAssetUnknown': 'יעד יכול להיות רק במטבע מקובל',
  'goal.problem.goalAmountFormat': 'סכום היעד חייב להיות מספר כמו {example}',
  'goal.problem.goalAmountPositive': 'סכום היעד חייב להיות גדול מ-0',
  'goal.problem.goalAmountDecimals': {
    one: 'סכום היעד יכול לכלול עד ספרה אחת אחרי הנקודה',
    two: 'סכום היעד יכול לכלול עד {count} ספרות אחרי הנקודה',
    other: 'סכום היעד יכול לכלול עד {count} ספרות אחרי הנקודה',
  },
  'goal.problem.goalAmountTooLarge': 'סכום היעד גדול מדי',
  'goal.problem.goalPeriod': 'יש לבחור איך היעד נספר',
  'goal.problem.goalTitleLength': {
    one: 'כותרת היעד חייבת להכיל תו אחד',
    two: 'כותרת היעד חייבת להכיל 1 עד {count} תווים',
    other: 'כותרת היעד חייבת להכיל 1 עד {count} תווים',
  },
  'goal.problem.goalTitleControl': 'כותרת היעד לא יכולה להכיל תווי בקרה',
  'goal.problem.goalTitleInvisible': 'כותרת היעד חייבת להכיל לפחות תו גלוי אחד',
  'export.title': 'ייצוא',
  'export.hint': 'כל תמיכה שקיבלת, כולל מוסתרות, בקובץ CSV לגיליון אלקטרוני או לרואה החשבון שלך.',
  'export.download': 'הורדת CSV',
} satisfies AreaCatalogue<typeof english>
