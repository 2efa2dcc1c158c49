import type { BrowserContext, Page, Route } from '@playwright/test'
import { THIRD_PARTY } from './fixtures'

/** What the fake WalletConnect cloud saw: the relay's JSON-RPC methods, and any other request that tried to leave. */
export type FakeWalletConnectCloud = {
  readonly relayMethods: readonly string[]
  /** Requests to a host that is neither this machine nor a faked WalletConnect service (aborted). */
  readonly escaped: readonly string[]
}

const RELAY = /^wss:\/\/relay\.walletconnect\.(org|com)\//
const VERIFY_ATTESTATION = /^https:\/\/verify\.walletconnect\.(org|com)\/v3\/attestation\?/
const WALLETCONNECT_HTTP = /^https:\/\/[a-z0-9.-]+\.(walletconnect\.(org|com)|reown\.com)\//

/** The relay's answer to one request: a subscription id, an empty mailbox, or an acknowledged publish. */
function relayResult(method: string, params: { topics?: unknown[] } | undefined): unknown {
  const subscriptionId = (n: number) => n.toString(16).padStart(64, '0')
  if (method === 'irn_subscribe') return subscriptionId(1)
  if (method === 'irn_batchSubscribe') return (params?.topics ?? []).map((_, i) => subscriptionId(i + 1))
  if (method === 'irn_batchFetchMessages') return { messages: [], hasMore: false }
  return true
}

/** A JWT as the SDK reads it (it decodes, it does not check a signature before a wallet answers). */
function unsignedJwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}.e2e`
}

/** The Verify attestation frame: it posts the attestation for the proposal's id to the app at once. */
function verifyFrame(route: Route): Promise<void> {
  const url = new URL(route.request().url())
  const attestation = unsignedJwt({ id: url.searchParams.get('id'), origin: url.searchParams.get('origin') })
  const message = JSON.stringify({ type: 'verify_attestation', attestation })
  return route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`,
  })
}

/**
 * The wallet cloud, which cannot run here, faked for the WalletConnect flavour of the app: a relay that acknowledges
 * every subscribe and publish (so the real SDK makes a pairing and its uri), the Verify frame, and the analytics
 * endpoint. No wallet ever answers a proposal: a connection stays pending. Nothing else leaves the machine: any other
 * outside request is aborted and listed in `escaped`. Call before the page loads.
 */
export async function fakeWalletConnectCloud(context: BrowserContext, page: Page): Promise<FakeWalletConnectCloud> {
  const relayMethods: string[] = []
  const escaped: string[] = []
  await page.routeWebSocket(RELAY, (ws) => {
    ws.onMessage((message) => {
      const text = String(message)
      const request = JSON.parse(text) as { method: string; params?: { topics?: unknown[] } }
      relayMethods.push(request.method)
      // The SDK's request ids are 64-bit integers: echoed as written, not through a JavaScript number.
      const id = /"id"\s*:\s*("?\d+"?)/.exec(text)?.[1] ?? 'null'
      ws.send(`{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(relayResult(request.method, request.params))}}`)
    })
  })
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      const url = route.request().url()
      if (THIRD_PARTY.test(url)) return route.fallback()
      if (VERIFY_ATTESTATION.test(url)) return verifyFrame(route)
      if (WALLETCONNECT_HTTP.test(url)) return route.fulfill({ status: 204 })
      escaped.push(url)
      return route.abort('blockedbyclient')
    },
  )
  return { relayMethods, escaped }
}
