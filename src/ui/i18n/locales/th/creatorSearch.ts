import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'ค้นหาครีเอเตอร์',
  'creators.search.placeholder': '0x… หรือ name.eth',
  'creators.search.open': 'เปิดหน้า',
  'creators.query.invalid': 'นี่ไม่ใช่ที่อยู่หรือชื่อ ENS ที่ถูกต้อง',
} satisfies AreaCatalogue<typeof english>
