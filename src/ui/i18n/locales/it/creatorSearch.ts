import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Trova un creator',
  'creators.search.placeholder': '0x… o nome.eth',
  'creators.search.open': 'Apri pagina',
  'creators.query.invalid': 'Non è un indirizzo né un nome ENS valido.',
} satisfies AreaCatalogue<typeof english>
