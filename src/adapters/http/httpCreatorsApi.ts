import type { ClaimBody } from '../../domain/support/claim'
import type { CreatorProfile } from '../../domain/creators/creatorProfile'
import type { Problem } from '../../domain/creators/problem'
import { refusedProblems } from '../../domain/creators/refusedProblems'
import type { SupportAsset, Support } from '../../domain/support/support'
import { validateCreatorProfile } from '../../domain/creators/validateCreatorProfile'
import { BaseError } from '../../domain/errors/baseError'
import { type Address, type Hash, isAddress, isHash } from '../../domain/shared/hex'
import type { CreatorsApi, PublishedProfile } from '../../ports/creatorsApi'
import type { SupportPage, SupportTotal } from '../../ports/creatorStore'
import { type ApiErrorBody, JsonApiClient, type JsonApiClientOptions } from './jsonApiClient'

/** The server refused a profile (`invalid-profile`): every problem, each naming its field (`links.2.url`). */
export class ProfileRejectedError extends BaseError {
  override name = 'ProfileRejectedError'
  constructor(
    message: string,
    readonly problems: readonly Problem[],
  ) {
    super(message, { code: 'invalid-profile', details: 'HTTP 400' })
  }
}

const BASE_UNITS = /^(0|[1-9][0-9]*)$/
/** An amount in an asset's units, as a goal's progress says it: "5", "0.25". */
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/
const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,10}$/
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const chainIdOk = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0
const amountOk = (value: unknown): value is string => typeof value === 'string' && BASE_UNITS.test(value)

/** An asset in shape: a short symbol, decimals 0..255, a token address or null; undefined otherwise. */
function assetOf(value: unknown): SupportAsset | undefined {
  const { symbol, decimals, address } = record(value)
  const ok =
    typeof symbol === 'string' &&
    SYMBOL.test(symbol) &&
    Number.isInteger(decimals) &&
    (decimals as number) >= 0 &&
    (decimals as number) <= 255 &&
    (address === null || isAddress(address))
  return ok ? { symbol, decimals: decimals as number, address: address as Address | null } : undefined
}

function toError({ code, message, extra }: ApiErrorBody, status: number): BaseError {
  if (code === 'invalid-profile') {
    return new ProfileRejectedError(message, refusedProblems({ code, problems: extra.problems }) ?? [])
  }
  // A `tx-mismatch` says why (`another-sender`...): kept in params for the words in the visitor's language.
  const reason = typeof extra.reason === 'string' ? extra.reason : undefined
  return new BaseError(message, {
    code,
    ...(reason ? { params: { reason } } : {}),
    details: reason ? `HTTP ${status}: ${reason}` : `HTTP ${status}`,
  })
}

/**
 * CreatorsApi over the same-origin creators API (product rules: "Creators API"). Every answer is checked before it
 * is believed: a profile passes the same validation as the one a creator submits, a note has its hash, sender, asset,
 * amount in base units and flags in shape; anything else is `bad-response`.
 */
export class HttpCreatorsApi implements CreatorsApi {
  private readonly api: JsonApiClient

  constructor(options: JsonApiClientOptions = {}) {
    this.api = new JsonApiClient('The creators API', '/api/creators', options, toError)
  }

  async getProfile(creator: Address): Promise<PublishedProfile | null> {
    const body = await this.orNotFound(`/${creator}`)
    return body === null ? null : this.toProfile(body)
  }

  async getSupport(creator: Address, chainId: number, txHash: Hash): Promise<Support | null> {
    const body = await this.orNotFound(`/${creator}/supports/${chainId}/${txHash}`)
    return body === null ? null : this.toNote(body)
  }

  async putProfile(creator: Address, profile: CreatorProfile): Promise<PublishedProfile> {
    return this.toProfile(await this.api.json(await this.api.request('PUT', `/${creator}`, profile)))
  }

  async listSupports(creator: Address, cursor?: string | undefined): Promise<SupportPage> {
    const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`
    const body = record(await this.api.json(await this.api.request('GET', `/${creator}/supports${query}`)))
    const { items, nextCursor } = body
    if (!Array.isArray(items) || (nextCursor !== null && typeof nextCursor !== 'string')) throw this.api.badResponse()
    return { items: items.map((item) => this.toNote(item)), nextCursor }
  }

  async submitClaim(creator: Address, claim: ClaimBody): Promise<Support> {
    const body = { chainId: claim.chainId, txHash: claim.txHash, note: claim.note }
    return this.toNote(await this.api.json(await this.api.request('POST', `/${creator}/supports`, body)))
  }

  async setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support> {
    const res = await this.api.request('PATCH', `/${creator}/supports/${chainId}/${txHash}`, { hidden })
    return this.toNote(await this.api.json(res))
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    const { totals } = record(await this.api.json(await this.api.request('GET', `/${creator}/supports/totals`)))
    if (!Array.isArray(totals)) throw this.api.badResponse()
    return totals.map((total) => {
      const { chainId, count, amount } = record(total)
      const asset = assetOf(record(total).asset)
      if (!chainIdOk(chainId) || !Number.isSafeInteger(count) || (count as number) < 0) throw this.api.badResponse()
      if (!asset || !amountOk(amount)) throw this.api.badResponse()
      return { chainId, asset, count: count as number, amount }
    })
  }

  /** The body of a GET, or null for a 404 `not-found`; any other 404 rejects with its code. */
  private async orNotFound(path: string): Promise<unknown> {
    const res = await this.api.request('GET', path, undefined, [404])
    if (res.status !== 404) return this.api.json(res)
    const body = record(record(await this.api.json(res)).error)
    if (body.code === 'not-found') return null
    throw new BaseError(typeof body.message === 'string' ? body.message : 'Not found', {
      code: typeof body.code === 'string' ? body.code : 'http-404',
      details: 'HTTP 404',
    })
  }

  private toProfile(body: unknown): PublishedProfile {
    const { address, updatedAt, goalProgress, ...rest } = record(body)
    const checked = validateCreatorProfile(rest)
    if (!checked.ok || !isAddress(address) || !Number.isSafeInteger(updatedAt)) throw this.api.badResponse()
    const profile = { ...checked.profile, address, updatedAt: updatedAt as number }
    if (!checked.profile.goal || goalProgress === undefined || goalProgress === null) return profile
    const { reached, since } = record(goalProgress)
    if (typeof reached !== 'string' || !DECIMAL.test(reached) || !Number.isSafeInteger(since))
      throw this.api.badResponse()
    return { ...profile, goalProgress: { reached, since: since as number } }
  }

  private toNote(body: unknown): Support {
    const { chainId, txHash, from, amount, note, createdAt, blockNumber, hidden } = record(body)
    const asset = assetOf(record(body).asset)
    const ok =
      chainIdOk(chainId) &&
      isHash(txHash) &&
      isAddress(from) &&
      asset !== undefined &&
      amountOk(amount) &&
      (typeof note === 'string' || note === null) &&
      Number.isSafeInteger(createdAt) &&
      (blockNumber === null || blockNumber === undefined || Number.isSafeInteger(blockNumber)) &&
      typeof hidden === 'boolean'
    if (!ok) throw this.api.badResponse()
    const block = (blockNumber ?? null) as number | null
    return { chainId, txHash, from, asset, amount, note, createdAt: createdAt as number, blockNumber: block, hidden }
  }
}
