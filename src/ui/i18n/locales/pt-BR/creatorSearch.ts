import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Encontre um criador',
  'creators.search.placeholder': '0x… ou nome.eth',
  'creators.search.open': 'Abrir página',
  'creators.query.invalid': 'Este não é um endereço nem um nome ENS válido.',
} satisfies AreaCatalogue<typeof english>
