import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Zoek een creator',
  'creators.search.placeholder': '0x… of naam.eth',
  'creators.search.open': 'Pagina openen',
  'creators.query.invalid': 'Dit is geen geldig adres of geldige ENS-naam.',
} satisfies AreaCatalogue<typeof english>
