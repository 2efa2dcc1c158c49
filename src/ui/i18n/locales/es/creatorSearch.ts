import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Buscar un creador',
  'creators.search.placeholder': '0x… o nombre.eth',
  'creators.search.open': 'Abrir página',
  'creators.query.invalid': 'No es una dirección ni un nombre ENS válido.',
} satisfies AreaCatalogue<typeof english>
