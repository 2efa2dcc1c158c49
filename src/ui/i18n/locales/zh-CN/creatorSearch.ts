import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': '查找创作者',
  'creators.search.placeholder': '0x… 或 name.eth',
  'creators.search.open': '打开页面',
  'creators.query.invalid': '这不是有效的地址或 ENS 名称。',
} satisfies AreaCatalogue<typeof english>
