import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Hauptmenü',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Mehr über Wallets erfahren',
  'shell.footer.language': 'Sprache',
  'shell.footer.languageFailed':
    'Diese Sprache konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  'shell.noscript': '{appName} braucht JavaScript, um eine Wallet zu verbinden. Aktiviere es und lade die Seite neu.',
  'shell.footer.disclaimer':
    '{appName} verwahrt nie dein Geld: Die Unterstützung geht direkt von deiner Wallet an den Creator, und eine Blockchain-Transaktion lässt sich nicht rückgängig machen. Prüfe die Adresse vor dem Senden.',
} satisfies AreaCatalogue<typeof english>
