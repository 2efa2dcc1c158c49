import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'חיפוש יוצר',
  'creators.search.placeholder': '0x… או name.eth',
  'creators.search.open': 'פתיחת הדף',
  'creators.query.invalid': 'זו לא כתובת או שם ENS תקינים.',
} satisfies AreaCatalogue<typeof english>
