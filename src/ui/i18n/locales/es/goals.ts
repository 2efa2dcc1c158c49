import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Meta',
  'goal.page.month': '{reached} de {goal} {asset} este mes',
  'goal.page.total': '{reached} de {goal} {asset} en total',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Meta',
  'goal.form.hint':
    'Una meta muestra a tus mecenas una barra de progreso en tu página: lo que recibiste en una moneda, este mes o en total, frente al importe que buscas.',
  'goal.form.add': 'Fijar una meta',
  'goal.form.remove': 'Quitar la meta',
  'goal.form.title': 'Título de la meta',
  'goal.form.titleHint': {
    one: 'De 1 a {count} carácter, se muestra sobre la barra de progreso.',
    many: 'De 1 a {count} caracteres, se muestra sobre la barra de progreso.',
    other: 'De 1 a {count} caracteres, se muestra sobre la barra de progreso.',
  },
  'goal.form.amount': 'Importe de la meta',
  'goal.form.asset': 'Moneda',
  'goal.form.period': 'Se cuenta',
  'goal.form.month': 'Por mes natural (UTC)',
  'goal.form.total': 'En total',
  'goal.problem.goalInvalid': 'La meta no es válida',
  'goal.problem.goalAssetUnknown': 'Una meta solo puede estar en una moneda aceptada',
  'goal.problem.goalAmountFormat': 'El importe de la meta debe ser un número como {example}',
  'goal.problem.goalAmountPositive': 'El importe de la meta debe ser mayor que 0',
  'goal.problem.goalAmountDecimals': {
    one: 'El importe de la meta puede tener como máximo {count} decimal',
    many: 'El importe de la meta puede tener como máximo {count} decimales',
    other: 'El importe de la meta puede tener como máximo {count} decimales',
  },
  'goal.problem.goalAmountTooLarge': 'El importe de la meta es demasiado grande',
  'goal.problem.goalPeriod': 'Elige cómo se cuenta la meta',
  'goal.problem.goalTitleLength': {
    one: 'El título de la meta debe tener de 1 a {count} carácter',
    many: 'El título de la meta debe tener de 1 a {count} caracteres',
    other: 'El título de la meta debe tener de 1 a {count} caracteres',
  },
  'goal.problem.goalTitleControl': 'El título de la meta no puede contener caracteres de control',
  'goal.problem.goalTitleInvisible': 'El título de la meta debe contener al menos un carácter visible',
  'export.title': 'Exportar',
  'export.hint':
    'Cada apoyo que recibiste, incluidos los ocultos, en un archivo CSV para una hoja de cálculo o tu contable.',
  'export.download': 'Descargar CSV',
} satisfies AreaCatalogue<typeof english>
