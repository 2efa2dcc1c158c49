import { isEnsAddress, isEnsText } from '../../domain/account/ensResults'
import { isBalance } from '../../domain/account/isBalance'

/** True when a cached query's data has the shape its query function gives. */
export type QueryShape = (data: unknown) => boolean

/**
 * What each query of the data cache holds, by the first part of its key (useBalance, useEnsName, useEnsAvatar,
 * useCreatorLookup). The cache outlives the visit in localStorage, where it can be corrupted or written by another
 * version: a restored entry that does not match is dropped, so read again (src/app/queryCache.ts). A query missing
 * here is never restored: add a new one here with it.
 */
export const CACHED_QUERY_SHAPES: Readonly<Record<string, QueryShape>> = {
  balance: isBalance,
  ensName: isEnsText,
  ensAvatar: isEnsText,
  ensAddress: isEnsAddress,
}
