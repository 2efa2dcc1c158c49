import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Meta',
  'goal.page.month': '{reached} de {goal} {asset} neste mês',
  'goal.page.total': '{reached} de {goal} {asset} no total',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Meta',
  'goal.form.hint':
    'Uma meta mostra aos seus apoiadores uma barra de progresso na sua página: o que você recebeu em uma moeda, neste mês ou no total, em relação ao valor que você busca.',
  'goal.form.add': 'Definir uma meta',
  'goal.form.remove': 'Remover a meta',
  'goal.form.title': 'Título da meta',
  'goal.form.titleHint': {
    one: 'De 1 a {count} caractere, exibido acima da barra de progresso.',
    many: 'De 1 a {count} caracteres, exibidos acima da barra de progresso.',
    other: 'De 1 a {count} caracteres, exibidos acima da barra de progresso.',
  },
  'goal.form.amount': 'Valor da meta',
  'goal.form.asset': 'Moeda',
  'goal.form.period': 'Contagem',
  'goal.form.month': 'Por mês do calendário (UTC)',
  'goal.form.total': 'No total',
  'goal.problem.goalInvalid': 'A meta não é válida',
  'goal.problem.goalAssetUnknown': 'Uma meta só pode estar em uma moeda aceita',
  'goal.problem.goalAmountFormat': 'O valor da meta deve ser um número como {example}',
  'goal.problem.goalAmountPositive': 'O valor da meta deve ser maior que 0',
  'goal.problem.goalAmountDecimals': {
    one: 'O valor da meta pode ter no máximo {count} casa decimal',
    many: 'O valor da meta pode ter no máximo {count} casas decimais',
    other: 'O valor da meta pode ter no máximo {count} casas decimais',
  },
  'goal.problem.goalAmountTooLarge': 'O valor da meta é grande demais',
  'goal.problem.goalPeriod': 'Escolha como a meta é contada',
  'goal.problem.goalTitleLength': {
    one: 'O título da meta deve ter de 1 a {count} caractere',
    many: 'O título da meta deve ter de 1 a {count} caracteres',
    other: 'O título da meta deve ter de 1 a {count} caracteres',
  },
  'goal.problem.goalTitleControl': 'O título da meta não pode conter caracteres de controle',
  'goal.problem.goalTitleInvisible': 'O título da meta deve conter pelo menos um caractere visível',
  'export.title': 'Exportar',
  'export.hint':
    'Cada apoio que você recebeu, incluindo os ocultos, em um arquivo CSV para uma planilha ou seu contador.',
  'export.download': 'Baixar CSV',
} satisfies AreaCatalogue<typeof english>
