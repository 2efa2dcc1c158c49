import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../../support/anvil'
import {
  killServerProcesses,
  spawnServerProcess,
  startServerProcess,
  PROCESS_TIMEOUT_MS,
} from '../../support/serverProcess'

const dataDir = mkdtempSync(join(tmpdir(), 'cs-main-'))

afterEach(killServerProcesses)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('main', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('default', async () => {
    const port = await freePort()
    const r = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      VITE_CHAINS: '1',
      VITE_RPC_URLS: '1=http://127.0.0.1:9',
    })
    // The printed URL is the one sign-in works on (APP_ORIGIN), not the listening address.
    expect(r.output()).toContain(
      `Creators Studio on http://localhost:${port} (listening on 127.0.0.1:${port}, chains 1, viem)`,
    )
    expect(r.output()).toContain(`Sign-in state: SQLite at ${join(dataDir, 'creators-studio.sqlite')}`)
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/nonce`)
    expect(res.status).toBe(200)
    const page = await fetch(`http://127.0.0.1:${port}/creators?tab=1`, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`http://localhost:${port}/creators?tab=1`)
    r.child.kill('SIGTERM')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
  })

  test('parameters: VITE_CHAIN_LIBRARY=ethers', async () => {
    const r = await startServerProcess({
      DATA_DIR: dataDir,
      VITE_CHAIN_LIBRARY: 'ethers',
      APP_ORIGIN: 'https://studio.example',
    })
    expect(r.output()).toContain(
      `Creators Studio on https://studio.example (listening on 127.0.0.1:${r.port}, chains 1,5, ethers)`,
    )
    r.child.kill('SIGINT')
    expect(await r.exited).toBe(0)
  })

  test('parameters: STATE_STORE=memory warns that nothing is kept', async () => {
    const r = await startServerProcess({ STATE_STORE: 'memory' })
    expect(r.output()).toContain(
      'Warning: STATE_STORE=memory: sign-ins are lost on restart and not shared with other instances',
    )
    expect(r.output()).toContain('Sign-in state: memory (nothing is kept across a restart; one process only)')
    expect((await fetch(`${r.url}/api/auth/nonce`)).status).toBe(200)
  })

  test('behavior: a bad configuration stops with a one-line reason', async () => {
    const r = await spawnServerProcess({ PORT: 'eighty' })
    expect(await r.exited).toBe(1)
    expect(r.output().trim()).toBe('Cannot start: PORT: "eighty" is not a port number')
  })

  test('behavior: an unreachable DATABASE_URL stops with one line, the password left out', async () => {
    const dead = await freePort()
    const r = await spawnServerProcess({ DATABASE_URL: `postgres://studio:s3cret@127.0.0.1:${dead}/studio` })
    expect(await r.exited).toBe(1)
    const lines = r.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(
        `^Cannot start: the database at postgres://studio:\\*\\*\\*@127\\.0\\.0\\.1:${dead}/studio is unreachable: `,
      ),
    )
    expect(r.output()).not.toContain('s3cret')
  })
})
