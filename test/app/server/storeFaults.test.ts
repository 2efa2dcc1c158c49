import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import { createServerApp } from '../../../src/app/server/createServerApp'
import { openStateStores, type StateStores } from '../../../src/app/server/openStateStores'
import { readServerConfig } from '../../../src/app/server/serverConfig'
import { startHttpServer } from '../../support/httpServer'
import { createTestDatabase, type PostgresCluster, startPostgresCluster } from '../../support/postgres'

// A PostgreSQL server of its own, so that this file can stop and start it without touching the run's cluster.
const ORIGIN = 'http://localhost:8080'
const INDEX = '<!doctype html><title>Creators Studio</title>'
const DEADLINE_MS = 500
let cluster: PostgresCluster
let stores: StateStores
let dist: string
let server: { url: string; close(): Promise<void> }

beforeAll(async () => {
  cluster = await startPostgresCluster()
  dist = mkdtempSync(join(tmpdir(), 'creators-dist-'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_CHAINS: '1' })
  stores = await openStateStores({ kind: 'postgres', url: await createTestDatabase(cluster.adminUrl) })
  const chain = { signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }), checksumAddress: getAddress }
  const tuning = { storeDeadlineMs: DEADLINE_MS }
  server = await startHttpServer(await createServerApp({ config, distDir: dist, stores, chain, tuning }))
}, 60_000)

afterAll(async () => {
  await server?.close()
  await stores?.close()
  await cluster?.destroy()
  rmSync(dist, { recursive: true, force: true })
})

const nonce = () => fetch(`${server.url}/api/auth/nonce`)

describe('the sign-in API while PostgreSQL is down', () => {
  test('behavior: 503 store-unavailable, the pages still served, and back by itself when the database returns', async () => {
    expect((await nonce()).status).toBe(200)
    await cluster.stop()
    const logged = console.error
    console.error = () => {}
    try {
      const down = await nonce()
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({
        error: { code: 'store-unavailable', message: 'The sign-in store is unavailable, please retry' },
      })
      const session = await fetch(`${server.url}/api/auth/session`, {
        headers: { cookie: `cs_session=${'a'.repeat(43)}` },
      })
      expect(session.status).toBe(503)
      const page = await fetch(`${server.url}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toBe(INDEX)
    } finally {
      console.error = logged
    }
    await cluster.start()
    // The pool reconnects on its own: within a few tries, with no restart of the server.
    let status = 0
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await nonce()).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status).toBe(200)
  }, 60_000)

  test('behavior: a hung database (its processes stopped) answers 503 within the deadline, then recovers', async () => {
    expect((await nonce()).status).toBe(200)
    // SIGSTOP freezes the server and its backends: connections stay open and queries never answer, the worst case.
    const postmaster = execFileSync('pgrep', ['-f', '--', `-p ${cluster.port} `], { encoding: 'utf8' })
      .trim()
      .split('\n')
    const signal = (name: string) => {
      for (const pid of postmaster) {
        execFileSync('pkill', [`-${name}`, '-P', pid], { stdio: 'ignore' }) // its backends
        process.kill(Number(pid), name === 'STOP' ? 'SIGSTOP' : 'SIGCONT')
      }
    }
    const logged = console.error
    console.error = () => {}
    signal('STOP')
    try {
      const hung = await nonce()
      expect(hung.status).toBe(503)
      expect(await hung.json()).toMatchObject({ error: { code: 'store-unavailable' } })
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      signal('CONT')
      console.error = logged
    }
    let status = 0
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await nonce()).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status).toBe(200)
  }, 60_000)
})
