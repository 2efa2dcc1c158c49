import { EnvelopeStore, type EnvelopeStoreOptions, type RawStorage } from '../../src/adapters/storage/envelopeStore'

/** A Map seen as Web Storage. */
function mapStorage(entries: Map<string, string>): RawStorage {
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

/**
 * KeyValueStore kept in memory, for tests. Values are stored as the
 * same serialised envelope as LocalStorageStore, so both behave alike (copies on read, size limit, tolerance).
 */
export class MemoryStore extends EnvelopeStore {
  /** The backing map by full (namespaced) key; a test may seed raw strings here. */
  readonly entries: Map<string, string>

  constructor(options: EnvelopeStoreOptions & { entries?: Map<string, string> | undefined } = {}) {
    const entries = options.entries ?? new Map<string, string>()
    super(mapStorage(entries), options)
    this.entries = entries
  }
}
