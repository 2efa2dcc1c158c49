import type { Context } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { Chain } from '../../domain/chains/chain'
import { parseCreatorQuery } from '../../domain/creators/creatorQuery'
import { hasCode } from '../../domain/errors/baseError'
import { withDeadline } from '../../domain/shared/deadline'
import { type Address, isAddress, isHash } from '../../domain/shared/hex'
import type { ChainReader } from '../../ports/chainReader'
import type { CreatorStore } from '../../ports/creatorStore'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { Clock } from '../../ports/clock'
import { consoleTelemetry } from './consoleTelemetry'
import { goalSummary } from './goalSummary'
import { readGoalProgress } from './readGoalProgress'
import { creatorPreview, type PagePreview, receiptPreview, withPreview } from './pagePreview'

export type PreviewPagesOptions = {
  /** APP_ORIGIN: every URL of a preview is absolute, on it. */
  appOrigin: string
  /** The built index.html, or null when there is none (then every page is served as it is). */
  indexHtml: () => Promise<string | null>
  creatorStore: CreatorStore
  checksumAddress: ChecksumAddress
  /** The configured chains: a receipt names its chain and its currency. */
  chains: readonly Chain[]
  /** Resolves an ENS name (the server's chain reader); names are not previewed without one. */
  chainReader?: Pick<ChainReader, 'getEnsAddress'> | undefined
  /**
   * Whether this request may look a name up (each costs an RPC call, and a crawler may ask for any name): false, and
   * the page is served plain. Every name may be looked up when absent.
   */
  mayLookUpName?: ((c: Context) => Promise<boolean>) | undefined
  /** How long a page waits for its profile or its name before it is served plain. */
  deadlineMs?: number | undefined
  /** What time it is: a monthly goal counts this month's supports. The system's when absent. */
  clock?: Clock | undefined
  telemetry?: ServerTelemetry | undefined
}

/** A crawler waits a few seconds at most; a plain page now beats a rich one too late. */
const PREVIEW_DEADLINE_MS = 1_500
const CREATOR_PAGE = /^\/creators\/([^/]+)\/?$/
const RECEIPT_PAGE = /^\/creators\/([^/]+)\/supports\/([1-9][0-9]{0,15})\/([^/]+)\/?$/

class Late extends Error {}

/**
 * The pages a shared link previews (product rules: "Pages a crawler reads"): a creator page, `/creators/:addressOrName`,
 * is index.html with the creator's own title, description, canonical link, OpenGraph and Twitter card in its head, and
 * so is a receipt, `/creators/:address/supports/:chainId/:txHash`, from its stored note (receiptPreview).
 * An address is previewed from its profile (or as the address alone, without one). A name is looked up on ENS first,
 * within the deadline, and previewed under that name. Anything else (an invalid segment, a name that resolves to
 * nothing, a store or a chain read that fails or is late) answers undefined: the plain page, as any client route.
 * @example const page = await previewPages(options)(c); return page ?? indexHtml(c, next)
 */
export function previewPages(options: PreviewPagesOptions): (c: Context) => Promise<Response | undefined> {
  const deadlineMs = options.deadlineMs ?? PREVIEW_DEADLINE_MS
  const telemetry = options.telemetry ?? consoleTelemetry
  const origin = new URL(options.appOrigin).origin
  const within = <T>(work: () => Promise<T>): Promise<T> => withDeadline(work, deadlineMs, () => new Late())

  async function creatorPage(c: Context, segment: string): Promise<PagePreview | undefined> {
    const query = parseCreatorQuery(segment)
    if (query.kind === 'invalid') return undefined
    let address: Address
    let ensName: string | undefined
    if (query.kind === 'address') {
      address = options.checksumAddress(query.address.toLowerCase() as Address) as Address
    } else {
      const reader = options.chainReader
      const allowed = reader !== undefined && (await within(async () => (await options.mayLookUpName?.(c)) ?? true))
      const found = reader && allowed ? await within(() => reader.getEnsAddress({ name: query.name })) : null
      if (!found) return undefined
      address = options.checksumAddress(found.toLowerCase() as Address) as Address
      ensName = query.name
    }
    const profile = await within(() => options.creatorStore.getProfile(address))
    const chainIds = options.chains.map((chain) => chain.id)
    const now = options.clock?.now() ?? Date.now()
    const progress = await within(() => readGoalProgress(options.creatorStore, address, profile?.goal, chainIds, now))
    const goal = profile?.goal && progress ? goalSummary(profile.goal, progress) : undefined
    const path = `/creators/${ensName === undefined ? address : encodeURIComponent(ensName)}`
    return creatorPreview({ origin, path, address, profile, ensName, goal })
  }

  /** A receipt is previewed only at its creator's address (never a name) and for a note the store has. */
  async function receiptPage(creator: string, chainId: number, txHash: string): Promise<PagePreview | undefined> {
    if (!isAddress(creator) || !isHash(txHash)) return undefined
    const address = options.checksumAddress(creator.toLowerCase() as Address) as Address
    const [note, profile] = await Promise.all([
      within(() => options.creatorStore.getSupport(address, chainId, txHash)),
      within(() => options.creatorStore.getProfile(address)),
    ])
    if (!note) return undefined
    const chain = options.chains.find((known) => known.id === chainId)
    return receiptPreview({ origin, address, profile, note, chain })
  }

  function previewOf(c: Context): Promise<PagePreview | undefined> | undefined {
    const path = c.req.path
    const receipt = RECEIPT_PAGE.exec(path)
    if (receipt) return receiptPage(receipt[1] ?? '', Number(receipt[2]), receipt[3] ?? '')
    const segment = CREATOR_PAGE.exec(path)?.[1]
    return segment === undefined ? undefined : creatorPage(c, decodeURIComponent(segment))
  }

  return async (c) => {
    let preview: PagePreview | undefined
    try {
      preview = await previewOf(c)
    } catch (err) {
      // A late or failed read serves the plain page; only real failures are worth a log line (not a late answer, a
      // path that is no URI or a name ENS cannot normalise).
      const quiet = err instanceof Late || err instanceof URIError || hasCode(err, 'invalid-ens-name')
      if (!quiet) telemetry.failed('page preview', err)
      return undefined
    }
    const html = preview && (await options.indexHtml())
    if (!preview || !html) return undefined
    return c.html(withPreview(html, preview), 200, { 'Cache-Control': 'no-cache' })
  }
}
