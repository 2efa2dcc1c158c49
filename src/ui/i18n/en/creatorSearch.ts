import { defineMessages } from '../defineMessages'

/**
 * The home page's creator search, part of the creators area (src/ui/i18n/en/creators.ts takes these in): kept apart
 * so the first load carries only these strings, not the lazy creator page's.
 */
export const creatorSearch = defineMessages({
  'creators.search.label': 'Find a creator',
  'creators.search.placeholder': '0x… or name.eth',
  'creators.search.open': 'Open page',
  'creators.query.invalid': 'This is not a valid address or ENS name.',
})
