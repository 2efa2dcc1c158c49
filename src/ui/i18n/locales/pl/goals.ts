import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Cel',
  'goal.page.month': '{reached} z {goal} {asset} w tym miesiącu',
  'goal.page.total': '{reached} z {goal} {asset} łącznie',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Cel',
  'goal.form.hint':
    'Cel pokazuje wspierającym pasek postępu na Twojej stronie: ile otrzymano w jednej walucie, w tym miesiącu lub łącznie, wobec kwoty, do której dążysz.',
  'goal.form.add': 'Ustaw cel',
  'goal.form.remove': 'Usuń cel',
  'goal.form.title': 'Tytuł celu',
  'goal.form.titleHint': {
    one: 'Od 1 do {count} znaku, widoczny nad paskiem postępu.',
    few: 'Od 1 do {count} znaków, widoczny nad paskiem postępu.',
    many: 'Od 1 do {count} znaków, widoczny nad paskiem postępu.',
    other: 'Od 1 do {count} znaku, widoczny nad paskiem postępu.',
  },
  'goal.form.amount': 'Kwota celu',
  'goal.form.asset': 'Waluta',
  'goal.form.period': 'Liczone',
  'goal.form.month': 'Na miesiąc kalendarzowy (UTC)',
  'goal.form.total': 'Łącznie',
  'goal.problem.goalInvalid': 'Cel jest nieprawidłowy',
  'goal.problem.goalAssetUnknown': 'Cel może być tylko w akceptowanej walucie',
  'goal.problem.goalAmountFormat': 'Kwota celu musi być liczbą, np. {example}',
  'goal.problem.goalAmountPositive': 'Kwota celu musi być większa od 0',
  'goal.problem.goalAmountDecimals': {
    one: 'Kwota celu może mieć najwyżej {count} miejsce po przecinku',
    few: 'Kwota celu może mieć najwyżej {count} miejsca po przecinku',
    many: 'Kwota celu może mieć najwyżej {count} miejsc po przecinku',
    other: 'Kwota celu może mieć najwyżej {count} miejsca po przecinku',
  },
  'goal.problem.goalAmountTooLarge': 'Kwota celu jest za duża',
  'goal.problem.goalPeriod': 'Wybierz, jak liczony jest cel',
  'goal.problem.goalTitleLength': {
    one: 'Tytuł celu musi mieć od 1 do {count} znaku',
    few: 'Tytuł celu musi mieć od 1 do {count} znaków',
    many: 'Tytuł celu musi mieć od 1 do {count} znaków',
    other: 'Tytuł celu musi mieć od 1 do {count} znaku',
  },
  'goal.problem.goalTitleControl': 'Tytuł celu nie może zawierać znaków sterujących',
  'goal.problem.goalTitleInvisible': 'Tytuł celu musi zawierać co najmniej jeden widoczny znak',
  'export.title': 'Eksport',
  'export.hint': 'Każde otrzymane wsparcie, także ukryte, w pliku CSV do arkusza kalkulacyjnego lub dla księgowego.',
  'export.download': 'Pobierz CSV',
} satisfies AreaCatalogue<typeof english>
