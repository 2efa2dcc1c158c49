import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Obiettivo',
  'goal.page.month': '{reached} di {goal} {asset} questo mese',
  'goal.page.total': '{reached} di {goal} {asset} in totale',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Obiettivo',
  'goal.form.hint':
    'Un obiettivo mostra ai tuoi sostenitori una barra di avanzamento sulla tua pagina: quanto hai ricevuto in una valuta, questo mese o in totale, rispetto all’importo che miri a raggiungere.',
  'goal.form.add': 'Imposta un obiettivo',
  'goal.form.remove': 'Rimuovi l’obiettivo',
  'goal.form.title': 'Titolo dell’obiettivo',
  'goal.form.titleHint': {
    one: 'Da 1 a {count} carattere, mostrato sopra la barra di avanzamento.',
    many: 'Da 1 a {count} caratteri, mostrati sopra la barra di avanzamento.',
    other: 'Da 1 a {count} caratteri, mostrati sopra la barra di avanzamento.',
  },
  'goal.form.amount': 'Importo dell’obiettivo',
  'goal.form.asset': 'Valuta',
  'goal.form.period': 'Conteggio',
  'goal.form.month': 'Per mese solare (UTC)',
  'goal.form.total': 'In totale',
  'goal.problem.goalInvalid': 'L’obiettivo non è valido',
  'goal.problem.goalAssetUnknown': 'Un obiettivo può essere solo in una valuta accettata',
  'goal.problem.goalAmountFormat': 'L’importo dell’obiettivo deve essere un numero come {example}',
  'goal.problem.goalAmountPositive': 'L’importo dell’obiettivo deve essere maggiore di 0',
  'goal.problem.goalAmountDecimals': {
    one: 'L’importo dell’obiettivo può avere al massimo {count} decimale',
    many: 'L’importo dell’obiettivo può avere al massimo {count} decimali',
    other: 'L’importo dell’obiettivo può avere al massimo {count} decimali',
  },
  'goal.problem.goalAmountTooLarge': 'L’importo dell’obiettivo è troppo grande',
  'goal.problem.goalPeriod': 'Scegli come viene contato l’obiettivo',
  'goal.problem.goalTitleLength': {
    one: 'Il titolo dell’obiettivo deve avere da 1 a {count} carattere',
    many: 'Il titolo dell’obiettivo deve avere da 1 a {count} caratteri',
    other: 'Il titolo dell’obiettivo deve avere da 1 a {count} caratteri',
  },
  'goal.problem.goalTitleControl': 'Il titolo dell’obiettivo non può contenere caratteri di controllo',
  'goal.problem.goalTitleInvisible': 'Il titolo dell’obiettivo deve contenere almeno un carattere visibile',
  'export.title': 'Esporta',
  'export.hint':
    'Ogni sostegno ricevuto, compresi quelli nascosti, in un file CSV per un foglio di calcolo o il tuo commercialista.',
  'export.download': 'Scarica CSV',
} satisfies AreaCatalogue<typeof english>
