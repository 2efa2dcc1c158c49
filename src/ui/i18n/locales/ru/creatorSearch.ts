import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Найти автора',
  'creators.search.placeholder': '0x… или имя.eth',
  'creators.search.open': 'Открыть страницу',
  'creators.query.invalid': 'Это не адрес и не имя ENS.',
} satisfies AreaCatalogue<typeof english>
