import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Główna',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Dowiedz się więcej o portfelach',
  'shell.footer.language': 'Język',
  'shell.footer.languageFailed': 'Nie udało się wczytać tego języka. Sprawdź połączenie i spróbuj ponownie.',
  'shell.noscript': '{appName} potrzebuje JavaScriptu, aby połączyć portfel. Włącz go i odśwież stronę.',
} satisfies AreaCatalogue<typeof english>
