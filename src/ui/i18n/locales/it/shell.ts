import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Principale',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Scopri di più sui wallet',
  'shell.footer.language': 'Lingua',
  'shell.footer.languageFailed': 'Non è stato possibile caricare questa lingua. Controlla la connessione e riprova.',
  'shell.noscript': '{appName} ha bisogno di JavaScript per connettere un wallet. Attivalo e ricarica la pagina.',
  'shell.footer.disclaimer':
    '{appName} non custodisce mai i tuoi fondi: il sostegno va direttamente dal tuo wallet al creator e una transazione blockchain non si può annullare. Controlla l’indirizzo prima di inviare.',
} satisfies AreaCatalogue<typeof english>
