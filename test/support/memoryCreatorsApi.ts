import type { ClaimBody } from '../../src/domain/support/claim'
import type { CreatorProfile } from '../../src/domain/creators/creatorProfile'
import { sumSupportTotals } from '../../src/adapters/memory/sumSupportTotals'
import type { Support } from '../../src/domain/support/support'
import { BaseError } from '../../src/domain/errors/baseError'
import type { Address, Hash } from '../../src/domain/shared/hex'
import type { CreatorsApi, PublishedProfile } from '../../src/ports/creatorsApi'
import type { SupportPage, SupportTotal } from '../../src/ports/creatorStore'

const key = (address: string) => address.toLowerCase()

/**
 * An in-memory CreatorsApi with failure switches: `failing` rejects a method's calls with the given error, `hanging`
 * never answers them, `held` answers them once its promise settles (then as `failing` says), `recordErrors` are the answers of the next submitClaim calls (then it records). Notes are
 * recorded as sent by `supporter` with `value` wei, in the chain's native currency (`symbols` by chain id, ETH for any
 * other), as the server records an ETH claim.
 */
export class MemoryCreatorsApi implements CreatorsApi {
  readonly profiles = new Map<string, PublishedProfile>()
  /** Every creator's notes, newest first. */
  readonly notes = new Map<string, Support[]>()
  readonly failing: Partial<Record<keyof CreatorsApi, Error>> = {}
  readonly hanging = new Set<keyof CreatorsApi>()
  readonly held = new Map<keyof CreatorsApi, Promise<unknown>>()
  readonly recordErrors: Error[] = []
  readonly claims: Array<{ creator: Address; claim: ClaimBody }> = []
  pageSize = 20
  supporter: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  value = '500000000000000000'
  now = Date.UTC(2026, 10, 27, 12)

  constructor(private readonly options: { symbols?: Readonly<Record<number, string>> } = {}) {}

  /** Sets `creator`'s profile as if they had saved it. */
  setProfile(creator: Address, profile: CreatorProfile): void {
    this.profiles.set(key(creator), { ...profile, address: creator, updatedAt: this.now })
  }

  /** Adds a note to `creator`'s wall, newest first. */
  addNote(creator: Address, note: Partial<Support> & Pick<Support, 'txHash'>): void {
    const chainId = note.chainId ?? 1
    const full: Support = {
      chainId,
      from: this.supporter,
      asset: { symbol: this.options.symbols?.[chainId] ?? 'ETH', decimals: 18, address: null },
      amount: this.value,
      note: '',
      createdAt: this.now,
      blockNumber: null,
      hidden: false,
      ...note,
    }
    this.notes.set(key(creator), [full, ...(this.notes.get(key(creator)) ?? [])])
  }

  async getProfile(creator: Address): Promise<PublishedProfile | null> {
    await this.gate('getProfile')
    return this.profiles.get(key(creator)) ?? null
  }

  async putProfile(creator: Address, profile: CreatorProfile): Promise<PublishedProfile> {
    await this.gate('putProfile')
    this.setProfile(creator, profile)
    return this.profiles.get(key(creator))!
  }

  async listSupports(creator: Address, cursor?: string | undefined): Promise<SupportPage> {
    await this.gate('listSupports')
    const start = cursor === undefined ? 0 : Number(cursor)
    const all = this.notes.get(key(creator)) ?? []
    const end = start + this.pageSize
    return { items: all.slice(start, end), nextCursor: end < all.length ? String(end) : null }
  }

  /** The note as the server answers it to `viewer`: a hidden one's text only to the creator. */
  viewer: Address | null = null

  async getSupport(creator: Address, chainId: number, txHash: Hash): Promise<Support | null> {
    await this.gate('getSupport')
    const note = (this.notes.get(key(creator)) ?? []).find(
      (n) => n.chainId === chainId && key(n.txHash) === key(txHash),
    )
    if (!note) return null
    const owner = this.viewer !== null && key(this.viewer) === key(creator)
    return note.hidden && !owner ? { ...note, note: '' } : note
  }

  async submitClaim(creator: Address, claim: ClaimBody): Promise<Support> {
    await this.gate('submitClaim')
    this.claims.push({ creator, claim })
    const error = this.recordErrors.shift()
    if (error) throw error
    const notes = this.notes.get(key(creator)) ?? []
    if (notes.some((n) => n.txHash === claim.txHash && n.chainId === claim.chainId))
      throw new BaseError('A note was already recorded for this transaction', { code: 'already-recorded' })
    this.addNote(creator, { ...claim })
    return (this.notes.get(key(creator)) ?? [])[0]!
  }

  async setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support> {
    await this.gate('setSupportHidden')
    const notes = this.notes.get(key(creator)) ?? []
    const index = notes.findIndex((n) => n.chainId === chainId && n.txHash === txHash)
    if (index < 0) throw new BaseError('No such note', { code: 'not-found' })
    const note = { ...notes[index]!, hidden }
    notes[index] = note
    return note
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    await this.gate('supportTotals')
    return sumSupportTotals(this.notes.get(key(creator)) ?? [])
  }

  private async gate(method: keyof CreatorsApi): Promise<void> {
    if (this.hanging.has(method)) await new Promise<never>(() => {})
    await this.held.get(method)
    const error = this.failing[method]
    if (error) throw error
  }
}
