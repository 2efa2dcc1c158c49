import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'İçerik üreticisi bul',
  'creators.search.placeholder': '0x… veya ad.eth',
  'creators.search.open': 'Sayfayı aç',
  'creators.query.invalid': 'Bu geçerli bir adres veya ENS adı değil.',
} satisfies AreaCatalogue<typeof english>
