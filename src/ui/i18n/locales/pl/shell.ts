import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Główna',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Dowiedz się więcej o portfelach',
  'shell.footer.language': 'Język',
  'shell.footer.languageFailed': 'Nie udało się wczytać tego języka. Sprawdź połączenie i spróbuj ponownie.',
  'shell.noscript': '{appName} potrzebuje JavaScriptu, aby połączyć portfel. Włącz go i odśwież stronę.',
  'shell.footer.disclaimer':
    '{appName} nigdy nie przechowuje Twoich środków: wsparcie trafia prosto z Twojego portfela do twórcy, a transakcji w blockchainie nie da się cofnąć. Sprawdź adres przed wysłaniem.',
} satisfies AreaCatalogue<typeof english>
