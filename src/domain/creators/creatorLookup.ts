import { hasCode } from '../errors/baseError'
import type { Address } from '../shared/hex'
import type { CreatorQuery } from './creatorQuery'

/** Where the creator page is: the creator found (with the name it was found by), or why not. */
export type CreatorLookup =
  | { status: 'invalid' }
  | { status: 'resolving'; name: string }
  | { status: 'not-found'; name: string }
  | { status: 'error'; name: string }
  | { status: 'found'; address: Address; name?: string | undefined }

/** The ENS forward lookup as the page sees it (a query's status and result). */
export type EnsAddressLookup =
  | { status: 'pending' }
  | { status: 'success'; address: Address | null }
  | { status: 'error'; error: unknown }

/**
 * The creator page's state from the route query and, for a name, its ENS lookup. A name the chain reader refuses
 * to normalise (`invalid-ens-name`) is invalid input, not a failed lookup.
 * @example creatorLookup({ kind: 'name', name: 'nobody.eth' }, { status: 'success', address: null }) // { status: 'not-found', ... }
 */
export function creatorLookup(query: CreatorQuery, ens: EnsAddressLookup): CreatorLookup {
  if (query.kind === 'invalid') return { status: 'invalid' }
  if (query.kind === 'address') return { status: 'found', address: query.address }
  const { name } = query
  if (ens.status === 'pending') return { status: 'resolving', name }
  if (ens.status === 'error')
    return hasCode(ens.error, 'invalid-ens-name') ? { status: 'invalid' } : { status: 'error', name }
  return ens.address ? { status: 'found', address: ens.address, name } : { status: 'not-found', name }
}
