import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'
import { anvil } from './support/anvilRpc'
import { E2E_PORTS } from './support/ports'

const RPC_1 = `http://127.0.0.1:${E2E_PORTS.chain1}`

/** ENS's universal resolver on chain 1 (where viem asks for a primary name). anvil has no ENS deployed. */
const UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'
const word = (hex: string) => hex.padEnd(64, '0')
/**
 * Runtime code that answers every call with the revert `ResolverNotFound(bytes)` (selector 0x77209fe8, empty bytes):
 * what the real resolver answers for an address without a primary name, which viem reads as "no name" (null).
 */
const NO_NAME_RESOLVER = `0x7f${word('77209fe8')}6000527f${word('00000020')}60205260446000fd`

/** Every JSON-RPC POST the page sends to chain 1, as the list of methods each carries (one entry = one round trip). */
function recordRpc(page: Page): string[][] {
  const trips: string[][] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(RPC_1)) return
    const body = JSON.parse(request.postData() ?? 'null') as { method: string } | { method: string }[]
    trips.push((Array.isArray(body) ? body : [body]).map((call) => call.method).sort())
  })
  return trips
}

// RPC economy, checked in the browser on a real chain: balance and name in one batched round trip on connect (the
// account button and the home page's summary share them), no name lookup again on a reload within 24 h.
test.describe('RPC economy', () => {
  test.beforeEach(() => anvil('anvil_setCode', [UNIVERSAL_RESOLVER, NO_NAME_RESOLVER]))
  test.afterEach(() => anvil('anvil_setCode', [UNIVERSAL_RESOLVER, '0x']))

  test('behavior: connecting reads balance and name in one round trip; a reload asks no name again', async ({
    page,
    wallet,
  }) => {
    const trips = recordRpc(page)
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    const summary = page.getByRole('region', { name: 'Your account' })
    await expect(summary.getByText(/ETH on Ethereum/)).toBeVisible()
    await page.waitForTimeout(1500) // anything late would show here
    expect(trips).toEqual([['eth_call', 'eth_getBalance']])
    await expect(summary.getByText('No ENS name')).toBeVisible() // the lookup answered: no name
    trips.length = 0
    await page.reload()
    await expect(summary.getByText(/ETH on Ethereum/)).toBeVisible()
    await page.waitForTimeout(1500)
    // The name (none) comes from the 24 h cache; the balance may be read again (fresh for 4 s), never the name.
    expect(trips.flat().filter((method) => method !== 'eth_getBalance')).toEqual([])
  })
})
