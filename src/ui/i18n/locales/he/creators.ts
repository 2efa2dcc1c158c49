import type { AreaCatalogue } from '../../defineMessages'
import type { creators as english } from '../../en/creators'

export const creators = {} satisfies AreaCatalogue<typeof english>
