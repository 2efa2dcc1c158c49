import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Znajdź twórcę',
  'creators.search.placeholder': '0x… lub nazwa.eth',
  'creators.search.open': 'Otwórz stronę',
  'creators.query.invalid': 'To nie jest prawidłowy adres ani nazwa ENS.',
} satisfies AreaCatalogue<typeof english>
