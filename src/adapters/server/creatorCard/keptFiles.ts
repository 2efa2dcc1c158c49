import { readFile } from 'node:fs/promises'

/** Files read once and kept in memory, the least recently used dropped past a byte budget. */
export type KeptFiles = {
  /** The file's bytes: the kept Buffer itself when it is kept (so what keys caches by Buffer keeps hitting). */
  read(path: string): Promise<Buffer>
  /** Drops the least recently read files until the kept ones fit the budget, never one of `inUse`. */
  trim(inUse: ReadonlySet<string>): void
}

/**
 * An LRU of file contents bounded by their total size. Reads of the same file at the same time share one read; a read
 * that fails is not kept, so the next one tries again.
 * @example const files = keptFiles(4 * 2 ** 20); const data = await files.read(path); files.trim(new Set([path]))
 */
export function keptFiles(maxBytes: number): KeptFiles {
  const kept = new Map<string, Buffer>()
  const reading = new Map<string, Promise<Buffer>>()
  let keptBytes = 0
  return {
    async read(path) {
      const hit = kept.get(path)
      if (hit) {
        kept.delete(path)
        kept.set(path, hit)
        return hit
      }
      let read = reading.get(path)
      if (!read) {
        read = readFile(path).finally(() => reading.delete(path))
        reading.set(path, read)
      }
      const data = await read
      const already = kept.get(path)
      if (already) return already
      kept.set(path, data)
      keptBytes += data.byteLength
      return data
    },
    trim(inUse) {
      for (const [path, data] of kept) {
        if (keptBytes <= maxBytes) break
        if (inUse.has(path)) continue
        kept.delete(path)
        keptBytes -= data.byteLength
      }
    },
  }
}
