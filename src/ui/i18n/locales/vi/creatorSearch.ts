import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'Tìm nhà sáng tạo',
  'creators.search.placeholder': '0x… hoặc ten.eth',
  'creators.search.open': 'Mở trang',
  'creators.query.invalid': 'Đây không phải địa chỉ hoặc tên ENS hợp lệ.',
} satisfies AreaCatalogue<typeof english>
