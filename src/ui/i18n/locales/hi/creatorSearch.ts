import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'कोई क्रिएटर खोजें',
  'creators.search.placeholder': '0x… या name.eth',
  'creators.search.open': 'पेज खोलें',
  'creators.query.invalid': 'यह सही एड्रेस या ENS नाम नहीं है।',
} satisfies AreaCatalogue<typeof english>
