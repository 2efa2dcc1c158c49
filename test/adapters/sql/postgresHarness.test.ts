import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { createTestDatabase } from '../../support/postgres'

describe('createTestDatabase', () => {
  test('default: a fresh database per call, reachable by its URL', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()])
    expect(a).not.toBe(b)
    const client = new pg.Client({ connectionString: a })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT current_database() AS name')
      expect(`/${rows[0].name}`).toBe(new URL(a).pathname)
    } finally {
      await client.end()
    }
  })
})
