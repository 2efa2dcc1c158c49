import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Creator finden',
  'creators.search.placeholder': '0x… oder name.eth',
  'creators.search.open': 'Seite öffnen',
  'creators.query.invalid': 'Das ist keine gültige Adresse und kein gültiger ENS-Name.',
} satisfies AreaCatalogue<typeof english>
