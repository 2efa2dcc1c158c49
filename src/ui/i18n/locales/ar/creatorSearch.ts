import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'ابحث عن مبدع',
  'creators.search.placeholder': '0x… أو name.eth',
  'creators.search.open': 'فتح الصفحة',
  'creators.query.invalid': 'هذا ليس عنوانًا صالحًا ولا اسم ENS صالحًا.',
} satisfies AreaCatalogue<typeof english>
