import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Principale',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'En savoir plus sur les portefeuilles',
  'shell.footer.language': 'Langue',
  'shell.footer.languageFailed': 'Cette langue n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  'shell.noscript': '{appName} a besoin de JavaScript pour connecter un portefeuille. Activez-le et rechargez la page.',
  'shell.footer.disclaimer':
    '{appName} ne détient jamais vos fonds : le soutien va directement de votre portefeuille au créateur, et une transaction sur la blockchain est irréversible. Vérifiez l’adresse avant d’envoyer.',
} satisfies AreaCatalogue<typeof english>
