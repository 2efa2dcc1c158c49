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
} satisfies AreaCatalogue<typeof english>
