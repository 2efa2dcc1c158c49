import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {} satisfies AreaCatalogue<typeof english>
