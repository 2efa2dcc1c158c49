/**
 * Namespaced, versioned key-value persistence (localStorage in the browser, memory in tests and on the server).
 * Reads are tolerant: a corrupt, foreign or oversized stored value reads as undefined, is dropped and logged once.
 */
export interface KeyValueStore {
  /** The JSON value stored under `key`, or undefined. Never throws. */
  get(key: string): unknown
  /** Stores a JSON-serialisable value. Returns false when it could not be stored (quota, too large). Never throws. */
  set(key: string, value: unknown): boolean
  remove(key: string): void
  /** Called with the key when another tab (or the store itself) changed it. Returns the unsubscribe function. */
  subscribe(listener: (key: string) => void): () => void
}
