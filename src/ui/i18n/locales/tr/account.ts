import type { AreaCatalogue } from '../../defineMessages'
import type { account as english } from '../../en/account'

export const account = {} satisfies AreaCatalogue<typeof english>
