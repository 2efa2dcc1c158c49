import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Doel',
  'goal.page.month': '{reached} van {goal} {asset} deze maand',
  'goal.page.total': '{reached} van {goal} {asset} in totaal',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Doel',
  'goal.form.hint':
    'Een doel toont je supporters een voortgangsbalk op je pagina: wat je in één valuta hebt ontvangen, deze maand of in totaal, ten opzichte van het bedrag dat je nastreeft.',
  'goal.form.add': 'Doel instellen',
  'goal.form.remove': 'Doel verwijderen',
  'goal.form.title': 'Titel van het doel',
  'goal.form.titleHint': {
    one: '1 tot {count} teken, getoond boven de voortgangsbalk.',
    other: '1 tot {count} tekens, getoond boven de voortgangsbalk.',
  },
  'goal.form.amount': 'Doelbedrag',
  'goal.form.asset': 'Valuta',
  'goal.form.period': 'Geteld',
  'goal.form.month': 'Per kalendermaand (UTC)',
  'goal.form.total': 'In totaal',
  'goal.problem.goalInvalid': 'Het doel is ongeldig',
  'goal.problem.goalAssetUnknown': 'Een doel kan alleen in een geaccepteerde valuta zijn',
  'goal.problem.goalAmountFormat': 'Het doelbedrag moet een getal zijn zoals {example}',
  'goal.problem.goalAmountPositive': 'Het doelbedrag moet groter zijn dan 0',
  'goal.problem.goalAmountDecimals': {
    one: 'Het doelbedrag mag hoogstens {count} decimaal hebben',
    other: 'Het doelbedrag mag hoogstens {count} decimalen hebben',
  },
  'goal.problem.goalAmountTooLarge': 'Het doelbedrag is te groot',
  'goal.problem.goalPeriod': 'Kies hoe het doel wordt geteld',
  'goal.problem.goalTitleLength': {
    one: 'De titel van het doel moet 1 tot {count} teken lang zijn',
    other: 'De titel van het doel moet 1 tot {count} tekens lang zijn',
  },
  'goal.problem.goalTitleControl': 'De titel van het doel mag geen besturingstekens bevatten',
  'goal.problem.goalTitleInvisible': 'De titel van het doel moet minstens één zichtbaar teken bevatten',
  'export.title': 'Exporteren',
  'export.hint':
    'Alle steun die je hebt ontvangen, ook verborgen steun, als CSV-bestand voor een spreadsheet of je boekhouder.',
  'export.download': 'CSV downloaden',
} satisfies AreaCatalogue<typeof english>
