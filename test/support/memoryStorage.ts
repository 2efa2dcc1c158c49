/** A Web Storage kept in a Map: `map` to look at or corrupt what was written, `keys()` for what is there. */
export type MemoryStorage = Storage & { map: Map<string, string>; keys(): string[] }

/** The one in-memory Web Storage of the tests, for code that takes a Storage (localStorage in the browser). */
export function memoryStorage(): MemoryStorage {
  const map = new Map<string, string>()
  const storage = {
    map,
    keys: () => [...map.keys()],
    get length() {
      return map.size
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  }
  return storage as MemoryStorage
}
