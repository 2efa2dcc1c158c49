import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': '크리에이터 찾기',
  'creators.search.placeholder': '0x… 또는 name.eth',
  'creators.search.open': '페이지 열기',
  'creators.query.invalid': '올바른 주소나 ENS 이름이 아닙니다.',
} satisfies AreaCatalogue<typeof english>
