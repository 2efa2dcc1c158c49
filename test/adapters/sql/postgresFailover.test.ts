import net from 'node:net'
import { describe, expect, inject, test } from 'vitest'
import { migrateStateDatabase } from '../../../src/adapters/sql/migrateStateDatabase'
import { openDatabase } from '../../../src/adapters/sql/openDatabase'
import { SqlSessionStore } from '../../../src/adapters/sql/sqlSessionStore'
import { createTestDatabase } from '../../support/postgres'

type Pair = { client: net.Socket; upstream: net.Socket; lost: boolean }

/**
 * A TCP hop in front of the run's PostgreSQL that can lose every packet of the connections it carries (a host gone
 * without a reset) and leave new connections unanswered, then let new connections through again (a failover).
 */
async function lossyHop(upstreamPort: number) {
  let mode: 'up' | 'lost' = 'up'
  const pairs: Pair[] = []
  const server = net.createServer((client) => {
    client.on('error', () => {})
    if (mode === 'lost') return void client.pause()
    const pair: Pair = { client, upstream: net.connect(upstreamPort, '127.0.0.1'), lost: false }
    pair.upstream.on('error', () => {})
    client.on('data', (d) => void (pair.lost || pair.upstream.write(d)))
    pair.upstream.on('data', (d) => void (pair.lost || client.write(d)))
    client.on('close', () => pair.upstream.destroy())
    pair.upstream.on('close', () => client.destroy())
    pairs.push(pair)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    lose() {
      mode = 'lost'
      for (const pair of pairs) pair.lost = true
    },
    failOver() {
      mode = 'up'
    },
    close() {
      server.close()
      for (const pair of pairs) pair.client.destroy()
    },
  }
}

describe('openDatabase (PostgreSQL)', () => {
  test('behavior: after a host lost without a reset, a failover at the same address serves every pooled query again', async () => {
    const url = new URL(await createTestDatabase(inject('postgresAdminUrl')))
    const hop = await lossyHop(Number(url.port))
    url.port = String(hop.port)
    const database = openDatabase({
      kind: 'postgres',
      url: url.toString(),
      connectTimeoutMs: 300,
      queryTimeoutMs: 300,
      maxConnections: 3,
    })
    try {
      await migrateStateDatabase(database)
      const sessions = new SqlSessionStore(database.db)
      // Three at once: every pooled connection is in use, so a broken one cannot hide behind a healthy one.
      const round = () =>
        Promise.all(
          [1, 2, 3].map(() =>
            sessions.get('x'.repeat(43), Date.now()).then(
              () => true,
              () => false,
            ),
          ),
        )
      expect(await round()).toEqual([true, true, true])
      hop.lose()
      expect(await round()).toEqual([false, false, false])
      hop.failOver()
      let healthyRounds = 0
      for (let attempt = 0; attempt < 30 && healthyRounds < 5; attempt++) {
        healthyRounds = (await round()).every(Boolean) ? healthyRounds + 1 : 0
      }
      expect(healthyRounds).toBe(5)
    } finally {
      await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 1_000))])
      hop.close()
    }
  }, 60_000)
})
