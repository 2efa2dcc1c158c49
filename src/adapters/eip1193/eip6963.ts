import type { Observable } from 'rxjs'
import { StateStore, type Readable } from '../../domain/shared/store'
import { isEip1193Provider, type Eip1193Provider } from './eip1193Provider'

/** EIP-6963 provider info. */
type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** One announced wallet. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/** The part of `window` discovery needs (a jsdom window or a plain EventTarget in tests). */
export type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** The announced wallets, one per rdns, in announcement order; grows while the page runs. */
export type Eip6963Discovery = Readable<readonly Eip6963ProviderDetail[]> & {
  readonly state$: Observable<readonly Eip6963ProviderDetail[]>
  /** Asks wallets to announce again (`eip6963:requestProvider`). */
  request(): void
  /** Stops listening. */
  destroy(): void
}

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

/** A well-formed announcement detail, copied so a wallet cannot change it later; undefined for anything else. */
function readDetail(event: Event): Eip6963ProviderDetail | undefined {
  try {
    const detail = (event as CustomEvent<unknown>).detail as {
      info?: Record<string, unknown>
      provider?: unknown
    } | null
    const info = detail?.info
    if (!info || !isEip1193Provider(detail.provider)) return undefined
    const { uuid, name, icon, rdns } = info
    if (typeof uuid !== 'string' || typeof name !== 'string' || typeof rdns !== 'string' || typeof icon !== 'string')
      return undefined
    if (rdns.trim() === '' || name.trim() === '') return undefined
    return { info: Object.freeze({ uuid, name: name.trim(), icon, rdns: rdns.trim() }), provider: detail.provider }
  } catch {
    return undefined
  }
}

function sameDetail(a: Eip6963ProviderDetail, b: Eip6963ProviderDetail): boolean {
  return (
    a.provider === b.provider &&
    a.info.uuid === b.info.uuid &&
    a.info.name === b.info.name &&
    a.info.icon === b.info.icon
  )
}

/** Adds an announcement; a later one with the same rdns replaces the earlier in place (same reference if equal). */
export function mergeAnnouncement(
  list: readonly Eip6963ProviderDetail[],
  detail: Eip6963ProviderDetail,
): readonly Eip6963ProviderDetail[] {
  const index = list.findIndex((d) => d.info.rdns === detail.info.rdns)
  if (index === -1) return [...list, detail]
  if (sameDetail(list[index]!, detail)) return list
  return list.map((d, i) => (i === index ? detail : d))
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider`, then dispatches `eip6963:requestProvider` so wallets
 * loaded before us announce too. Deduplicated by rdns.
 */
export function discoverEip6963Providers(target: EventTargetLike): Eip6963Discovery {
  const store = new StateStore<readonly Eip6963ProviderDetail[]>([])
  const onAnnounce = (event: Event): void => {
    const detail = readDetail(event)
    if (detail) store.update((list) => mergeAnnouncement(list, detail))
  }
  target.addEventListener(ANNOUNCE, onAnnounce)
  const request = (): void => {
    try {
      // The target's own Event class: jsdom (and other realms) refuse events made by another realm.
      const EventClass = (target as { Event?: typeof Event }).Event ?? Event
      target.dispatchEvent(new EventClass(REQUEST))
    } catch {
      // A window without dispatch support simply has no EIP-6963 wallets.
    }
  }
  request()
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    request,
    destroy: () => target.removeEventListener(ANNOUNCE, onAnnounce),
  }
}
