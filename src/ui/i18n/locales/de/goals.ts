import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Ziel',
  'goal.page.month': '{reached} von {goal} {asset} in diesem Monat',
  'goal.page.total': '{reached} von {goal} {asset} insgesamt',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Ziel',
  'goal.form.hint':
    'Ein Ziel zeigt deinen Unterstützern einen Fortschrittsbalken auf deiner Seite: was du in einer Währung in diesem Monat oder insgesamt erhalten hast, gemessen an dem Betrag, den du anstrebst.',
  'goal.form.add': 'Ziel festlegen',
  'goal.form.remove': 'Ziel entfernen',
  'goal.form.title': 'Titel des Ziels',
  'goal.form.titleHint': {
    one: '1 bis {count} Zeichen, über dem Fortschrittsbalken angezeigt.',
    other: '1 bis {count} Zeichen, über dem Fortschrittsbalken angezeigt.',
  },
  'goal.form.amount': 'Zielbetrag',
  'goal.form.asset': 'Währung',
  'goal.form.period': 'Gezählt',
  'goal.form.month': 'Pro Kalendermonat (UTC)',
  'goal.form.total': 'Insgesamt',
  'goal.problem.goalInvalid': 'Das Ziel ist ungültig',
  'goal.problem.goalAssetUnknown': 'Ein Ziel kann nur in einer akzeptierten Währung sein',
  'goal.problem.goalAmountFormat': 'Der Zielbetrag muss eine Zahl wie {example} sein',
  'goal.problem.goalAmountPositive': 'Der Zielbetrag muss größer als 0 sein',
  'goal.problem.goalAmountDecimals': {
    one: 'Der Zielbetrag darf höchstens {count} Nachkommastelle haben',
    other: 'Der Zielbetrag darf höchstens {count} Nachkommastellen haben',
  },
  'goal.problem.goalAmountTooLarge': 'Der Zielbetrag ist zu groß',
  'goal.problem.goalPeriod': 'Wähle, wie das Ziel gezählt wird',
  'goal.problem.goalTitleLength': {
    one: 'Der Titel des Ziels muss 1 bis {count} Zeichen lang sein',
    other: 'Der Titel des Ziels muss 1 bis {count} Zeichen lang sein',
  },
  'goal.problem.goalTitleControl': 'Der Titel des Ziels darf keine Steuerzeichen enthalten',
  'goal.problem.goalTitleInvisible': 'Der Titel des Ziels muss mindestens ein sichtbares Zeichen enthalten',
  'export.title': 'Export',
  'export.hint':
    'Jede Unterstützung, die du erhalten hast, auch ausgeblendete, als CSV-Datei für eine Tabellenkalkulation oder deine Buchhaltung.',
  'export.download': 'CSV herunterladen',
} satisfies AreaCatalogue<typeof english>
