import type { BrowserContext, Page, Route } from '@playwright/test'
import { THIRD_PARTY } from './fixtures'
import { WalletConnectRelay } from './walletConnectRelay'

/** What the fake WalletConnect cloud saw: the relay's JSON-RPC methods, and any other request that tried to leave. */
export type FakeWalletConnectCloud = {
  /** The relay the page's socket reaches: a wallet in the test process joins it on `relay.listen()`'s URL. */
  readonly relay: WalletConnectRelay
  readonly relayMethods: readonly string[]
  /** Requests to a host that is neither this machine nor a faked WalletConnect service (aborted). */
  readonly escaped: readonly string[]
}

const RELAY = /^wss:\/\/relay\.walletconnect\.(org|com)\//
const VERIFY_ATTESTATION = /^https:\/\/verify\.walletconnect\.(org|com)\/v3\/attestation\?/
const WALLETCONNECT_HTTP = /^https:\/\/[a-z0-9.-]+\.(walletconnect\.(org|com)|reown\.com)\//

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
 * The wallet cloud, which cannot run here, faked for the WalletConnect flavour of the app: the page's relay socket
 * reaches a relay in the test process (WalletConnectRelay: the real SDK makes a pairing and its uri on it), the Verify
 * frame, and the analytics endpoint. Until a wallet joins the relay (startWalletConnectWallet), no wallet answers a
 * proposal: a connection stays pending. Nothing else leaves the machine: any other outside request is aborted and
 * listed in `escaped`. Call before the page loads; close the relay when done if a wallet listened on it.
 */
export async function fakeWalletConnectCloud(context: BrowserContext, page: Page): Promise<FakeWalletConnectCloud> {
  const relay = new WalletConnectRelay()
  const escaped: string[] = []
  await page.routeWebSocket(RELAY, (ws) => {
    const client = relay.attach({ send: (text) => ws.send(text) })
    ws.onMessage((message) => client.receive(String(message)))
    ws.onClose(() => client.detach())
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
  return { relay, relayMethods: relay.methods, escaped }
}
