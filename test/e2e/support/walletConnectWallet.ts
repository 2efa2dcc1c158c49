import { SignClient } from '@walletconnect/sign-client'
import { http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A request of the app that waits in the wallet until the test answers it. */
export type WalletRequest = { id: number; topic: string; method: string; params: unknown }

/** A WalletConnect wallet run in the test process: the real sign client, over the test's relay. */
export type WalletConnectWallet = {
  /** Pairs with the uri the app shows; the wallet approves the proposal that comes on it. */
  pair(uri: string): Promise<void>
  /** The next request of `method` the app sends (already waiting, or the next to come). */
  nextRequest(method: string): Promise<WalletRequest>
  /** Signs a waiting `personal_sign` with the wallet's account and answers it. */
  signPersonal(request: WalletRequest): Promise<Hex>
  /** Requests of the wallet to a host that is neither this machine nor the faked Verify service (refused). */
  readonly escaped: readonly string[]
  close(): Promise<void>
}

/** What the wallet says of itself in the session: Rainbow's name and app links, as the real app's metadata has them. */
export const RAINBOW_METADATA = {
  name: 'Rainbow',
  description: 'A wallet in the test process',
  url: 'https://rainbow.me',
  icons: [],
  redirect: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
}

/** The sign client's storage, in memory: nothing written to disk, nothing shared between tests. */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}

/**
 * The wallet's side of the cloud, which cannot run here: the Verify service, asked of every proposal and request,
 * knows no attestation (as for an origin it has not listed); any other request leaving the machine is refused and
 * listed. For the test process while the wallet runs.
 */
function fakeWalletCloud(escaped: string[]) {
  return setupServer(
    http.all('https://verify.walletconnect.org/*', () => new HttpResponse(null, { status: 404 })),
    http.all('*', ({ request }) => {
      const { hostname } = new URL(request.url)
      if (hostname === '127.0.0.1' || hostname === 'localhost') return passthrough()
      escaped.push(request.url)
      return HttpResponse.error()
    }),
  )
}

type ProposedNamespace = { chains?: string[]; methods?: string[]; events?: string[] }

/** The eip155 namespace the wallet grants: every proposed chain it holds, with the account on each. */
function approvedEip155(
  proposal: {
    requiredNamespaces: Record<string, ProposedNamespace>
    optionalNamespaces?: Record<string, ProposedNamespace>
  },
  address: string,
  chainIds: readonly number[],
) {
  const proposed = [proposal.requiredNamespaces.eip155, proposal.optionalNamespaces?.eip155].filter(
    (namespace): namespace is ProposedNamespace => namespace !== undefined,
  )
  const held = new Set(chainIds.map((id) => `eip155:${id}`))
  const chains = [...new Set(proposed.flatMap((namespace) => namespace.chains ?? []))].filter((c) => held.has(c))
  return {
    chains,
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: [...new Set(proposed.flatMap((namespace) => namespace.methods ?? []))],
    events: [...new Set(proposed.flatMap((namespace) => namespace.events ?? []))],
  }
}

/**
 * Starts a wallet on `relayUrl` with the account of `privateKey` on `chainIds`. It approves every session proposal
 * and leaves every request waiting until the test answers it (`nextRequest`, `signPersonal`).
 */
export async function startWalletConnectWallet({
  relayUrl,
  projectId,
  privateKey,
  chainIds,
}: {
  relayUrl: string
  projectId: string
  privateKey: Hex
  chainIds: readonly number[]
}): Promise<WalletConnectWallet> {
  const account = privateKeyToAccount(privateKey)
  const escaped: string[] = []
  const cloud = fakeWalletCloud(escaped)
  cloud.listen({ onUnhandledRequest: 'error' })
  const client = await SignClient.init({
    projectId,
    relayUrl,
    metadata: RAINBOW_METADATA,
    storage: memoryStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  }).catch((error: unknown) => {
    cloud.close()
    throw error
  })
  const requests: WalletRequest[] = []
  const waiters = new Set<() => void>()
  client.on('session_proposal', ({ id, params }) => {
    const eip155 = approvedEip155(params, account.address, chainIds)
    // A refused approval leaves the page pending: said here, where its reason is.
    client
      .approve({ id, namespaces: { eip155 } })
      .catch((error: unknown) => console.error('wallet: approve failed', error))
  })
  client.on('session_request', ({ id, topic, params }) => {
    requests.push({ id, topic, method: params.request.method, params: params.request.params })
    for (const wake of waiters) wake()
  })
  const nextRequest = (method: string) =>
    new Promise<WalletRequest>((resolve) => {
      const take = () => {
        const index = requests.findIndex((request) => request.method === method)
        if (index < 0) return
        waiters.delete(take)
        resolve(requests.splice(index, 1)[0] as WalletRequest)
      }
      waiters.add(take)
      take()
    })
  return {
    pair: async (uri) => void (await client.core.pairing.pair({ uri })),
    nextRequest,
    async signPersonal({ id, topic, params }) {
      const [message] = params as [unknown, unknown]
      if (!isHex(message)) throw new Error(`personal_sign: a message that is not hex: ${String(message)}`)
      const signature = await account.signMessage({ message: { raw: message } })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
      return signature
    },
    escaped,
    async close() {
      await client.core.relayer.transportClose()
      cloud.close()
    },
  }
}
