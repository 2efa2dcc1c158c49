import type { AreaCatalogue } from '../../defineMessages'
import type { studio as english } from '../../en/studio'

export const studio = {} satisfies AreaCatalogue<typeof english>
