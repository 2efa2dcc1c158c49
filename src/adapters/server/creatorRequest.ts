import type { Context } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { Chain, NativeCurrency } from '../../domain/chains/chain'
import type { SupportToken } from '../../domain/chains/supportTokens'
import { isAddress, sameAddress, type Address } from '../../domain/shared/hex'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { SupportLedger } from '../../ports/supportLedger'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SessionStore, StoredSession } from '../../ports/sessionStore'
import { ApiError } from './apiError'
import { readJsonBody } from './readJsonBody'
import { readLiveSession } from './readLiveSession'

// What every creators API handler needs to read a request: the creator it names, who is signed in, its JSON body.

/** What the creators API's handlers work with: the stores already bounded by their deadline. */
export type CreatorRoutes = {
  chainIds: readonly number[]
  /** The configured chains: an export names each support's chain and its explorer page. */
  chains: readonly Chain[]
  supportTokens: readonly SupportToken[]
  /** Each configured chain's native currency, by chain id: the asset of a note paid without a token. */
  nativeCurrencies: Readonly<Record<number, NativeCurrency>>
  chainReader: ChainReader
  checksumAddress: ChecksumAddress
  rpcDeadlineMs: number
  store: CreatorStore
  /** Where a creator's first save records the chains' heads (absent: the indexer starts them where it is). */
  ledger?: SupportLedger | undefined
  sessions: SessionStore
  clock: Clock
  telemetry: ServerTelemetry
}

/** The creator the path names, checksummed; undefined when it is not an address. */
function creatorOf({ checksumAddress }: Pick<CreatorRoutes, 'checksumAddress'>, c: Context): Address | undefined {
  const written = c.req.param('address')
  return isAddress(written) ? (checksumAddress(written.toLowerCase() as Address) as Address) : undefined
}

/** The creator the path names, checksummed; 400 `invalid-address` when it is not an address. */
export function creatorIn(routes: Pick<CreatorRoutes, 'checksumAddress'>, c: Context): Address {
  const creator = creatorOf(routes, c)
  if (!creator) throw new ApiError(400, 'invalid-address', 'The path does not name an address')
  return creator
}

/** The live session of the request; 401 `unauthenticated` without one. */
export async function signedIn(routes: Pick<CreatorRoutes, 'sessions' | 'clock'>, c: Context): Promise<StoredSession> {
  const session = await readLiveSession(c, routes.sessions, routes.clock)
  if (!session) throw new ApiError(401, 'unauthenticated', 'No live session')
  return session
}

/** The signed-in creator of the path, or the refusal (400, 401, 403 `not-owner`, in that order). */
export async function owner(
  routes: Pick<CreatorRoutes, 'checksumAddress' | 'sessions' | 'clock'>,
  c: Context,
): Promise<Address> {
  const creator = creatorIn(routes, c)
  const session = await signedIn(routes, c)
  if (!sameAddress(session.address, creator))
    throw new ApiError(403, 'not-owner', "Only the creator can change the creator's page")
  return creator
}

/** The request's body as a JSON object (see readJsonBody); 400 `invalid-body` otherwise. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = readJsonBody(c.req.header('content-type'), new Uint8Array(await c.req.arrayBuffer()))
  if ('problem' in body) throw new ApiError(400, 'invalid-body', body.problem)
  return body.value
}
