import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Cari pencipta',
  'creators.search.placeholder': '0x… atau nama.eth',
  'creators.search.open': 'Buka halaman',
  'creators.query.invalid': 'Ini bukan alamat atau nama ENS yang sah.',
} satisfies AreaCatalogue<typeof english>
