import type { AreaCatalogue } from '../../defineMessages'
import type { connect as english } from '../../en/connect'

export const connect = {} satisfies AreaCatalogue<typeof english>
