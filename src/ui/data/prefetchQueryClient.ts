import type { QueryClient } from '@tanstack/react-query'
import { loadedValues } from '../loadedValues'

// Kept apart from AccountDataBoundary, whose TanStack Query import loads on demand.
const clients = loadedValues<QueryClient>()

/**
 * Loads the data cache ahead of need (a wallet connecting or reconnecting), so that the render that shows the
 * account does not suspend for it: a returning visitor's cached name is in the account button's first paint.
 */
export const prefetchQueryClient = clients.load
