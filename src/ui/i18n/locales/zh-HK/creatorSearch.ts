import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': '尋找創作者',
  'creators.search.placeholder': '0x… 或 name.eth',
  'creators.search.open': '開啟頁面',
  'creators.query.invalid': '這不是有效的地址或 ENS 名稱。',
} satisfies AreaCatalogue<typeof english>
