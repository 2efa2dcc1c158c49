import type { Context } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import { isAddress, sameAddress, type Address } from '../../domain/shared/hex'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { SessionStore } from '../../ports/sessionStore'
import { apiErrorResponse } from './apiErrorResponse'
import { readJsonBody } from './readJsonBody'
import { readLiveSession } from './readLiveSession'

// What every creators API handler needs to read a request: the creator it names, who is signed in, its JSON body.

/** What the creators API's handlers work with: the stores already bounded by their deadline. */
export type CreatorRoutes = {
  chainIds: readonly number[]
  chainReader: ChainReader
  checksumAddress: ChecksumAddress
  rpcDeadlineMs: number
  store: CreatorStore
  sessions: SessionStore
  clock: Clock
}

/** The creator the path names, checksummed; undefined when it is not an address. */
export function creatorOf({ checksumAddress }: CreatorRoutes, c: Context): Address | undefined {
  const written = c.req.param('address')
  return isAddress(written) ? (checksumAddress(written.toLowerCase() as Address) as Address) : undefined
}

export const invalidAddress = (c: Context) =>
  apiErrorResponse(c, 400, 'invalid-address', 'The path does not name an address')
export const unauthenticated = (c: Context) => apiErrorResponse(c, 401, 'unauthenticated', 'No live session')
export const notOwner = (c: Context) =>
  apiErrorResponse(c, 403, 'not-owner', "Only the creator can change the creator's page")

/** The signed-in creator of the path, or the answer refusing the request (400, 401, 403, in that order). */
export async function owner(routes: CreatorRoutes, c: Context): Promise<{ creator: Address } | { refused: Response }> {
  const creator = creatorOf(routes, c)
  if (!creator) return { refused: invalidAddress(c) }
  const session = await readLiveSession(c, routes.sessions, routes.clock)
  if (!session) return { refused: unauthenticated(c) }
  if (!sameAddress(session.address, creator)) return { refused: notOwner(c) }
  return { creator }
}

export async function jsonBody(c: Context): Promise<{ value: Record<string, unknown> } | { refused: Response }> {
  const body = readJsonBody(c.req.header('content-type'), new Uint8Array(await c.req.arrayBuffer()))
  return 'problem' in body ? { refused: apiErrorResponse(c, 400, 'invalid-body', body.problem) } : body
}
