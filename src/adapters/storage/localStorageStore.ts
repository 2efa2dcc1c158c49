import { EnvelopeStore, type EnvelopeStoreOptions, type RawStorage } from './envelopeStore'

/** Where cross-tab `storage` events arrive (the window). */
export type StorageEventTarget = {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
}

export type LocalStorageStoreOptions = EnvelopeStoreOptions & {
  /** Default `window.localStorage`; null or unavailable: reads are empty and writes return false. */
  storage?: RawStorage | null | undefined
  /** Default `window`; null disables cross-tab notification. */
  eventTarget?: StorageEventTarget | null | undefined
}

const UNAVAILABLE: RawStorage = {
  getItem: () => null,
  setItem: () => {
    throw new Error('localStorage is not available')
  },
  removeItem: () => {},
}

/** Reading `window.localStorage` itself throws when storage is disabled (Safari, sandboxed iframes). */
function defaultStorage(): RawStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

function defaultEventTarget(): StorageEventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window
}

/**
 * KeyValueStore over the browser's localStorage. Subscribers also hear about changes other tabs make to keys
 * of this namespace (the `storage` event).
 */
export class LocalStorageStore extends EnvelopeStore {
  private readonly storage: RawStorage
  private readonly target: StorageEventTarget | undefined

  constructor(options: LocalStorageStoreOptions = {}) {
    const storage = (options.storage === undefined ? defaultStorage() : options.storage) ?? UNAVAILABLE
    super(storage, options)
    this.storage = storage
    this.target = options.eventTarget === undefined ? defaultEventTarget() : (options.eventTarget ?? undefined)
  }

  private readonly onStorage = (event: StorageEvent): void => {
    // key null means another tab called clear(): no key to report; areas other than ours are not our business.
    if (event.key === null || !event.key.startsWith(this.prefix)) return
    if (event.storageArea && event.storageArea !== this.storage) return
    this.notify(event.key.slice(this.prefix.length))
  }

  protected override onFirstListener(): void {
    this.target?.addEventListener('storage', this.onStorage)
  }

  protected override onLastListenerGone(): void {
    this.target?.removeEventListener('storage', this.onStorage)
  }
}
