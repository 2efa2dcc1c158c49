import type { AreaCatalogue } from '../../defineMessages'
import type { creatorSearch as english } from '../../en/creatorSearch'

/** The home page's creator search: in the first chunk (the rest of the creators area loads with its pages). */
export const creatorSearch = {
  'creators.search.label': 'یافتن سازنده',
  'creators.search.placeholder': '0x… یا name.eth',
  'creators.search.open': 'باز کردن صفحه',
  'creators.query.invalid': 'این نشانی یا نام ENS معتبری نیست.',
} satisfies AreaCatalogue<typeof english>
