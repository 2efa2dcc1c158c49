import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Trouver un créateur',
  'creators.search.placeholder': '0x… ou nom.eth',
  'creators.search.open': 'Ouvrir la page',
  'creators.query.invalid': 'Ce n’est ni une adresse ni un nom ENS valide.',
} satisfies AreaCatalogue<typeof english>
