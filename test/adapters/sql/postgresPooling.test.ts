import { sql } from 'kysely'
import { describe, expect, inject, test } from 'vitest'
import { openDatabase } from '../../../src/adapters/sql/openDatabase'
import { createTestDatabase } from '../../support/postgres'

describe('openDatabase (PostgreSQL): a pooled connection', () => {
  // A pooled client was wrapped again at every checkout, one more layer each time: a busy server's queries slowed
  // down as it ran, until the stack of wrappers overflowed. Every query here checks the one connection out afresh.
  test('behavior: serves any number of checkouts, one after another, as it served the first', async () => {
    const database = openDatabase({
      kind: 'postgres',
      url: await createTestDatabase(inject('postgresAdminUrl')),
      maxConnections: 1,
    })
    try {
      const checkouts = 15_000
      let answered = 0
      for (let i = 0; i < checkouts; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(database.db)
        if (rows[0]?.n === i) answered++
      }
      expect(answered).toBe(checkouts)
    } finally {
      await database.close()
    }
  })
})
