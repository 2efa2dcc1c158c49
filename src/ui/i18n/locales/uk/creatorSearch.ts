import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Знайти автора',
  'creators.search.placeholder': '0x… або ім’я.eth',
  'creators.search.open': 'Відкрити сторінку',
  'creators.query.invalid': 'Це недійсна адреса або ім’я ENS.',
} satisfies AreaCatalogue<typeof english>
