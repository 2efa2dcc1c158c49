import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, getAddress, http, type LocalAccount } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ViemSignatureVerifier } from '../../src/adapters/viem/viemSignatureVerifier'
import type { Address, Hash } from '../../src/domain/shared/hex'
import { createServerApp } from '../../src/app/server/createServerApp'
import { openStateStores, type StateStores } from '../../src/app/server/openStateStores'
import { startSupportIndexers } from '../../src/app/server/supportIndexers'
import { readServerConfig, type StateConfig } from '../../src/app/server/serverConfig'
import { anvilReceipt, startAnvil, type Anvil } from './anvil'
import type { cookieJarFetch } from './cookieJarFetch'
import { startHttpServer } from './httpServer'
import { signedInTab } from './signedInTab'

export const CREATORS_ORIGIN = 'http://localhost:8080'
export const CREATORS_CHAIN_ID = 31337

/** A browser tab on CREATORS_ORIGIN: keeps its cookies, sends the Origin header on writes. */
export type Tab = ReturnType<typeof cookieJarFetch>

export type CreatorsServer = {
  url: string
  anvil: Anvil
  /** A tab signed in as `signer` (a real SIWE sign-in against the server). */
  signedIn(signer: PrivateKeyAccount): Promise<Tab>
  /** Sends `value` wei from `from` to `to` on the anvil chain and waits until it is mined. */
  pay(from: LocalAccount, to: Address, value: bigint): Promise<Hash>
  close(): Promise<void>
}

/** The server as `npm start` serves it (createServerApp) over the given state stores, its creators API on `rpcUrl`. */
export type ServedCreatorsApi = {
  url: string
  stores: StateStores
  /** A tab signed in as `signer` (a real SIWE sign-in against the server). */
  signedIn(signer: PrivateKeyAccount): Promise<Tab>
  close(): Promise<void>
}

/**
 * createServerApp over `state` (SQLite, PostgreSQL or memory, opened by openStateStores) with the creators API reading
 * chain CREATORS_CHAIN_ID at `rpcUrl`, its writes limited only loosely (tests write often); `env` adds or overrides
 * variables (more chains, VITE_SUPPORT_TOKENS).
 */
export async function serveCreatorsApi(
  state: StateConfig,
  rpcUrl: string,
  {
    rpcDeadlineMs,
    env = {},
    indexer = false,
  }: {
    rpcDeadlineMs?: number
    env?: Record<string, string>
    /** Starts the support indexers as npm start does (SUPPORT_* and VITE_CHAIN_LIBRARY from `env`). */
    indexer?: boolean
  } = {},
): Promise<ServedCreatorsApi> {
  const dist = mkdtempSync(join(tmpdir(), 'creators-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Creators Studio</title>')
  const config = readServerConfig({
    APP_ORIGIN: CREATORS_ORIGIN,
    VITE_CHAINS: String(CREATORS_CHAIN_ID),
    VITE_RPC_URLS: `${CREATORS_CHAIN_ID}=${rpcUrl}`,
    AUTH_RATE_LIMIT_VERIFY: '1000/60s',
    ...env,
  })
  const stores = await openStateStores(state)
  const chain = { signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }), checksumAddress: getAddress }
  const tuning = { rpcDeadlineMs, creatorRateLimits: { 'creators-write': { limit: 10_000, windowMs: 60_000 } } }
  const server = await startHttpServer(await createServerApp({ config, distDir: dist, stores, chain, tuning }))
  const indexers = indexer ? await startSupportIndexers({ config, ledger: stores.supportLedger }) : undefined
  return {
    url: server.url,
    stores,
    signedIn: (signer) => signedInTab(server.url, CREATORS_ORIGIN, signer, CREATORS_CHAIN_ID),
    async close() {
      await indexers?.stop()
      await server.close()
      await stores.close()
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/** serveCreatorsApi over SQLite in a temporary folder, on an anvil chain of its own: for the clients' tests. */
export async function startCreatorsServer(env: Record<string, string> = {}): Promise<CreatorsServer> {
  const anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
  const dir = mkdtempSync(join(tmpdir(), 'creators-server-'))
  const served = await serveCreatorsApi({ kind: 'sqlite', file: join(dir, 'state.db') }, anvil.url, { env })
  return {
    url: served.url,
    anvil,
    signedIn: served.signedIn,
    async pay(from, to, value) {
      const wallet = createWalletClient({ account: from, transport: http(anvil.url) })
      const hash = await wallet.sendTransaction({ to, value, chain: null })
      await anvilReceipt(anvil, hash)
      return hash
    },
    async close() {
      await served.close()
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
