import type { KeyValueStore } from '../../ports/keyValueStore'
import { DEFAULT_NAMESPACE, MAX_STORED_CHARS, decodeEnvelope, encodeEnvelope } from './envelope'

/** The part of the Web Storage API a store needs; any method may throw (Safari private mode, disabled storage). */
export type RawStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where problems are logged (console by default; tests pass a recording logger). */
export type StoreLogger = { warn(...args: unknown[]): void }

export type EnvelopeStoreOptions = {
  /** Key prefix; keys are stored as `<namespace>.<key>`. Default `creators-studio`. */
  namespace?: string | undefined
  /** Largest stored string in characters. Default 256 Ki. */
  maxChars?: number | undefined
  logger?: StoreLogger | undefined
}

/**
 * KeyValueStore over any Web-Storage-like backend: namespaced keys, a versioned JSON envelope, tolerant reads
 * (a corrupt, foreign or oversized value reads as undefined, is removed and logged once per key), writes that
 * report failure instead of throwing, and change notification for own writes.
 */
export class EnvelopeStore implements KeyValueStore {
  protected readonly prefix: string
  private readonly maxChars: number
  private readonly logger: StoreLogger
  private readonly logged = new Set<string>()
  private readonly listeners = new Set<(key: string) => void>()

  constructor(
    private readonly raw: RawStorage,
    options: EnvelopeStoreOptions = {},
  ) {
    this.prefix = `${options.namespace ?? DEFAULT_NAMESPACE}.`
    this.maxChars = options.maxChars ?? MAX_STORED_CHARS
    this.logger = options.logger ?? console
  }

  /** The stored value, or undefined (missing, unreadable, corrupt, foreign or oversized). Never throws. */
  get(key: string): unknown {
    let stored: string | null
    try {
      stored = this.raw.getItem(this.prefix + key)
    } catch (err) {
      this.warnOnce(key, 'storage could not be read', err)
      return undefined
    }
    if (stored === null) return undefined
    const decoded = decodeEnvelope(stored, this.maxChars)
    if (decoded.ok) return decoded.value
    this.warnOnce(key, `dropped stored value: ${decoded.reason}`)
    this.removeRaw(key)
    return undefined
  }

  /** Stores a JSON value; `undefined` removes the key. False when not serialisable, too large or refused. */
  set(key: string, value: unknown): boolean {
    if (value === undefined) {
      this.remove(key)
      return true
    }
    const encoded = encodeEnvelope(value, this.maxChars)
    if (encoded === undefined) {
      this.warnOnce(key, 'value not stored: not JSON-serialisable or over the size limit')
      return false
    }
    try {
      this.raw.setItem(this.prefix + key, encoded)
    } catch (err) {
      this.warnOnce(key, 'value not stored: storage refused it (quota or private mode)', err)
      return false
    }
    this.notify(key)
    return true
  }

  /** Removes the key. Never throws. */
  remove(key: string): void {
    this.removeRaw(key)
    this.notify(key)
  }

  /** Called with the key after every own write or removal (subclasses add other sources). */
  subscribe(listener: (key: string) => void): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) this.onFirstListener()
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.onLastListenerGone()
    }
  }

  protected onFirstListener(): void {}
  protected onLastListenerGone(): void {}

  protected notify(key: string): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(key)
      } catch (err) {
        // One faulty listener must not break a write nor starve the others.
        this.logger.warn(`[${this.prefix.slice(0, -1)}] a storage listener failed for "${key}"`, err)
      }
    }
  }

  private removeRaw(key: string): void {
    try {
      this.raw.removeItem(this.prefix + key)
    } catch (err) {
      this.warnOnce(key, 'storage could not be written', err)
    }
  }

  private warnOnce(key: string, message: string, cause?: unknown): void {
    if (this.logged.has(key)) return
    this.logged.add(key)
    const text = `[${this.prefix.slice(0, -1)}] "${key}": ${message}`
    if (cause === undefined) this.logger.warn(text)
    else this.logger.warn(text, cause)
  }
}
