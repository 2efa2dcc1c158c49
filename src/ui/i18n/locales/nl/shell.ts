import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Hoofdmenu',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Meer over wallets',
  'shell.footer.language': 'Taal',
  'shell.footer.languageFailed': 'Die taal kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'shell.noscript':
    '{appName} heeft JavaScript nodig om een wallet te verbinden. Zet het aan en laad de pagina opnieuw.',
  'shell.footer.disclaimer':
    '{appName} beheert nooit je geld: steun gaat rechtstreeks van je wallet naar de creator, en een blockchaintransactie kan niet worden teruggedraaid. Controleer het adres voordat je verstuurt.',
} satisfies AreaCatalogue<typeof english>
