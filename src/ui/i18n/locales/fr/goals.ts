import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Objectif',
  'goal.page.month': '{reached} sur {goal} {asset} ce mois-ci',
  'goal.page.total': '{reached} sur {goal} {asset} au total',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Objectif',
  'goal.form.hint':
    'Un objectif montre à vos soutiens une barre de progression sur votre page, soit ce que vous avez reçu dans une devise, ce mois-ci ou au total, par rapport au montant visé.',
  'goal.form.add': 'Définir un objectif',
  'goal.form.remove': 'Supprimer l’objectif',
  'goal.form.title': 'Titre de l’objectif',
  'goal.form.titleHint': {
    one: 'De 1 à {count} caractère, affiché au-dessus de la barre de progression.',
    many: 'De 1 à {count} caractères, affichés au-dessus de la barre de progression.',
    other: 'De 1 à {count} caractères, affichés au-dessus de la barre de progression.',
  },
  'goal.form.amount': 'Montant de l’objectif',
  'goal.form.asset': 'Devise',
  'goal.form.period': 'Décompte',
  'goal.form.month': 'Par mois civil (UTC)',
  'goal.form.total': 'Au total',
  'goal.problem.goalInvalid': 'L’objectif n’est pas valide',
  'goal.problem.goalAssetUnknown': 'Un objectif ne peut être que dans une devise acceptée',
  'goal.problem.goalAmountFormat': 'Le montant de l’objectif doit être un nombre comme {example}',
  'goal.problem.goalAmountPositive': 'Le montant de l’objectif doit être supérieur à 0',
  'goal.problem.goalAmountDecimals': {
    one: 'Le montant de l’objectif peut avoir au plus {count} décimale',
    many: 'Le montant de l’objectif peut avoir au plus {count} décimales',
    other: 'Le montant de l’objectif peut avoir au plus {count} décimales',
  },
  'goal.problem.goalAmountTooLarge': 'Le montant de l’objectif est trop élevé',
  'goal.problem.goalPeriod': 'Choisissez comment l’objectif est compté',
  'goal.problem.goalTitleLength': {
    one: 'Le titre de l’objectif doit faire de 1 à {count} caractère',
    many: 'Le titre de l’objectif doit faire de 1 à {count} caractères',
    other: 'Le titre de l’objectif doit faire de 1 à {count} caractères',
  },
  'goal.problem.goalTitleControl': 'Le titre de l’objectif ne peut pas contenir de caractères de contrôle',
  'goal.problem.goalTitleInvisible': 'Le titre de l’objectif doit contenir au moins un caractère visible',
  'export.title': 'Export',
  'export.hint': 'Chaque soutien reçu, y compris ceux masqués, dans un fichier CSV pour un tableur ou votre comptable.',
  'export.download': 'Télécharger le CSV',
} satisfies AreaCatalogue<typeof english>
