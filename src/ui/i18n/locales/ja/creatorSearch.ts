import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'クリエイターを探す',
  'creators.search.placeholder': '0x… または name.eth',
  'creators.search.open': 'ページを開く',
  'creators.query.invalid': '有効なアドレスまたは ENS 名ではありません。',
} satisfies AreaCatalogue<typeof english>
