import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import { shortenAddress } from '../../src/domain/account/shortenAddress'
import { expectNoAxeViolations } from './support/axe'
import { plainProfile, signedInTab } from './support/creatorsApiRpc'
import { expect, SIWE, test } from './support/fixtures'
import { E2E_ORIGIN, E2E_USDC } from './support/ports'
import { claimRequests, payUsdcFromWalletApp, recordRequests, studioAs } from './support/walletApp'

// anvil's mnemonic accounts no other spec uses: a creator, and a supporter who never opens the app.
const MNEMONIC = 'test test test test test test test test test test test junk'
const CREATOR = mnemonicToAccount(MNEMONIC, { addressIndex: 17 })
const PAYER = mnemonicToAccount(MNEMONIC, { addressIndex: 18 })
const NAME = 'Hedy'
const PROFILE = plainProfile(NAME, 'Frequency hopping, explained.')
const FIVE_USDC = 5_000_000n

test.skip(!SIWE, 'the support indexer runs beside the creators API, which needs sign-in')

const wall = (page: Page) => page.getByRole('region', { name: 'Supporters' })

/** The creator's supports as the public API lists them. */
async function listedSupports(): Promise<unknown[]> {
  const res = await fetch(`${E2E_ORIGIN}/api/creators/${CREATOR.address}/supports`)
  return ((await res.json()) as { items: unknown[] }).items
}

test.describe('a support nobody claims', () => {
  test('behavior: a supporter who never signs in sends 5 USDC from a wallet app; the wall and the Studio totals show it, with no claim request made', async ({
    page,
    browser,
  }) => {
    // Two browser contexts, a sign-in, a payment found by the indexer and axe: close to the default on a loaded machine.
    test.setTimeout(120_000)
    await (await signedInTab(CREATOR)).putProfile(PROFILE)
    const requests = recordRequests(page.context())
    await page.goto(`/creators/${CREATOR.address}`)
    await expect(wall(page).getByText(/No supporters yet/)).toBeVisible()

    const txHash = await payUsdcFromWalletApp(PAYER, CREATOR.address, FIVE_USDC)
    // Found by the server's indexer alone: no note, the payer from the Transfer log, the block's number.
    await expect.poll(listedSupports).toEqual([
      expect.objectContaining({
        chainId: 1,
        txHash,
        from: PAYER.address,
        amount: String(FIVE_USDC),
        asset: { symbol: 'USDC', decimals: 6, address: E2E_USDC },
        note: null,
        hidden: false,
        blockNumber: expect.any(Number),
      }),
    ])

    await page.reload()
    const items = wall(page).getByRole('listitem')
    await expect(items).toHaveCount(1)
    await expect(items.first().locator('.cs-supporter-head > span')).toHaveText(
      `${shortenAddress(PAYER.address)} sent 5 USDC on Ethereum`,
    )
    await expect(items.first().locator('.cs-supporter-note')).toHaveCount(0)
    await expectNoAxeViolations(page)

    const { context, studio, requests: studioRequests } = await studioAs(browser, CREATOR)
    try {
      const received = studio.getByRole('region', { name: 'Support received' })
      const table = received.getByRole('table', { name: 'Total received' })
      await expect(table.getByRole('row', { name: /(^|\s)USDC 1 5$/ })).toBeVisible()
      await expect(table.getByRole('row', { name: /(^|\s)(USDC|ETH) \d/ })).toHaveCount(1)
      await expect(table.getByText('Ethereum', { exact: true })).toHaveCount(1)
      await expectNoAxeViolations(studio, 'section[aria-labelledby="studio-received-title"]')
      mkdirSync('test-results/unclaimed-support', { recursive: true })
      await table.scrollIntoViewIfNeeded()
      await studio.screenshot({ path: 'test-results/unclaimed-support/desktop-studio-totals.png', fullPage: true })
      expect(studioRequests.some((r) => r.startsWith('GET /api/creators/'))).toBe(true)
      expect(claimRequests(studioRequests)).toEqual([])
    } finally {
      await context.close()
    }
    // The wall was read from the API (so the recording saw the page's requests), and no note was ever posted.
    const listing = `get /api/creators/${CREATOR.address}/supports`.toLowerCase()
    expect(requests.some((r) => r.toLowerCase() === listing)).toBe(true)
    expect(claimRequests(requests)).toEqual([])
  })
})
