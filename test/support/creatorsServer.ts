import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, getAddress, http, type LocalAccount } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ViemSignatureVerifier } from '../../src/adapters/viem/viemSignatureVerifier'
import type { Address, Hash } from '../../src/domain/shared/hex'
import { createServerApp } from '../../src/app/server/createServerApp'
import { openStateStores } from '../../src/app/server/openStateStores'
import { readServerConfig } from '../../src/app/server/serverConfig'
import { anvilReceipt, startAnvil, type Anvil } from './anvil'
import { cookieJarFetch } from './cookieJarFetch'
import { startHttpServer } from './httpServer'
import { fieldsFor, signedMessage } from './siweSigning'

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

/**
 * The server as `npm start` runs it (createServerApp over SQLite in a temporary folder) with the creators API reading
 * a real anvil chain: for tests of the creators API's clients.
 */
export async function startCreatorsServer(): Promise<CreatorsServer> {
  const anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
  const dir = mkdtempSync(join(tmpdir(), 'creators-server-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Creators Studio</title>')
  const config = readServerConfig({
    APP_ORIGIN: CREATORS_ORIGIN,
    VITE_CHAINS: String(CREATORS_CHAIN_ID),
    VITE_RPC_URLS: `${CREATORS_CHAIN_ID}=${anvil.url}`,
    AUTH_RATE_LIMIT_VERIFY: '1000/60s',
  })
  const stores = await openStateStores({ kind: 'sqlite', file: join(dir, 'state.db') })
  const auth = {
    signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }),
    checksumAddress: getAddress,
    nonceStore: stores.nonceStore,
    sessionStore: stores.sessionStore,
    rateLimiter: stores.rateLimiter,
  }
  const creators = {
    creatorStore: stores.creatorStore,
    rateLimiter: stores.rateLimiter,
    rateLimits: { 'creators-write': { limit: 10_000, windowMs: 60_000 } },
  }
  const server = await startHttpServer(await createServerApp({ config, distDir: dir, auth, creators }))
  return {
    url: server.url,
    anvil,
    async signedIn(signer) {
      const tab = cookieJarFetch(CREATORS_ORIGIN)
      const { nonce } = (await (await fetch(`${server.url}/api/auth/nonce`)).json()) as { nonce: string }
      const fields = fieldsFor(CREATORS_ORIGIN, nonce, { address: signer.address, chainId: CREATORS_CHAIN_ID })
      const res = await tab(`${server.url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signedMessage(fields, signer)),
      })
      if (res.status !== 200) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`)
      return tab
    },
    async pay(from, to, value) {
      const wallet = createWalletClient({ account: from, transport: http(anvil.url) })
      const hash = await wallet.sendTransaction({ to, value, chain: null })
      await anvilReceipt(anvil, hash)
      return hash
    },
    async close() {
      await server.close()
      await stores.close()
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
