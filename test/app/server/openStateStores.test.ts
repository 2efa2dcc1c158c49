import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, test } from 'vitest'
import { openStateStores } from '../../../src/app/server/openStateStores'

const dir = mkdtempSync(join(tmpdir(), 'cs-open-state-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('openStateStores', () => {
  test('behavior: SQLite creates its folder and, a database locked by another process fails the call (a 503) and works again once it is released', async () => {
    const file = join(dir, 'nested', 'state.sqlite')
    const stores = await openStateStores({ kind: 'sqlite', file })
    const other = new Database(file)
    try {
      other.exec('begin immediate')
      const err = await stores.nonceStore.issue('abcdefgh12345678', Date.now() + 60_000).catch((e: unknown) => e)
      expect(String((err as { code?: string }).code ?? err)).toMatch(/SQLITE_BUSY/)
      other.exec('rollback')
      await stores.nonceStore.issue('abcdefgh12345678', Date.now() + 60_000)
      expect(await stores.nonceStore.consume('abcdefgh12345678', Date.now())).toBe('ok')
    } finally {
      other.close()
      await stores.close()
    }
  })
})
