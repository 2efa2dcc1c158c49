import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../support/anvil'
import { ACCOUNT, approve, expect, SHORT_ACCOUNT, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'
import { anvil } from './support/anvilRpc'
import { expectNoDialogAxeViolations } from './support/axe'

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url))
const EMPTY_TEXT = 'Your transactions will appear here…'
/** The creator the tests support (another anvil account); its page has the app's send form. */
const CREATOR = ANVIL_ACCOUNTS[1].address
const SUPPORT_DESCRIPTION = /^Support 0\.01 ETH to 0x70…79C8/

const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })

async function openAccountModal(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const dialog = page.getByRole('dialog', { name: SHORT_ACCOUNT })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Supports the creator with 0.01 ETH from their page and approves it in the wallet; the app registers it as pending. */
async function sendSupport(page: Page, wallet: Parameters<typeof approve>[0]) {
  await page.getByLabel('Amount (ETH)').fill('0.01')
  await page.getByRole('button', { name: 'Send support' }).click()
  await approve(wallet, 'eth_sendTransaction')
  await expect(page.getByRole('button', { name: 'Send support' })).toBeEnabled()
}

test.describe('account modal', () => {
  test.beforeEach(async ({ context, page, wallet }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/creators/${CREATOR}`)
    await connectAndSignIn(page, wallet)
  })

  test('default: avatar, shortened address, balance with symbol, no transactions yet, explorer link', async ({
    page,
  }) => {
    const dialog = await openAccountModal(page)
    await expect(dialog.locator('.cs-avatar')).toBeVisible()
    await expect(dialog.getByText(/^[\d,.]+[kmbt]? ETH$/)).toBeVisible()
    await expect(dialog.getByText(EMPTY_TEXT)).toBeVisible()
    const explorer = dialog.getByRole('link', { name: 'View more on Explorer' })
    await expect(explorer).toHaveAttribute('href', new RegExp(`^https://etherscan.io/address/${ACCOUNT.address}$`, 'i'))
    await expect(explorer).toHaveAttribute('target', '_blank')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(accountButton(page)).toBeFocused()
  })

  test('behavior: Copy Address copies, shows "Copied!" for 1.5 s, then "Copy Address" again', async ({ page }) => {
    const dialog = await openAccountModal(page)
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await dialog.getByRole('button', { name: 'Copy Address' }).click()
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(
      ACCOUNT.address.toLowerCase(),
    )
    await page.clock.runFor(1400)
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
    await page.clock.runFor(100)
    await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible()
    await page.clock.resume()
  })

  test('behavior: a transaction is Pending (avatar indicator) until mined, then Confirmed; Clear All empties the list', async ({
    page,
    wallet,
  }) => {
    await anvil('evm_setAutomine', [false])
    try {
      await sendSupport(page, wallet)
      await expect(accountButton(page).locator('[data-pending]')).toBeVisible()
      const dialog = await openAccountModal(page)
      const row = dialog.getByRole('link', { name: SUPPORT_DESCRIPTION })
      await expect(row).toContainText('Pending')
      await expect(row).toHaveAttribute('href', /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/)
      await expect(row).toHaveAttribute('rel', /noopener/)
      await expect(dialog.locator('.cs-avatar[data-pending]')).toBeVisible()
      await anvil('evm_mine')
      await expect(row).toContainText('Confirmed')
      await expect(dialog.locator('.cs-avatar[data-pending]')).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Clear All' }).click()
      await expect(dialog.getByText(EMPTY_TEXT)).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Clear All' })).toHaveCount(0)
    } finally {
      await anvil('evm_setAutomine', [true])
    }
  })

  // A wallet's "Speed up" or "Cancel" sends another transaction with the same nonce; the original is never mined.
  for (const [action, expected] of [
    ['sped up', 'Confirmed'],
    ['cancelled', 'Failed'],
  ] as const) {
    test(`behavior: a pending transaction ${action} in the wallet ends ${expected}, not Pending forever`, async ({
      page,
      wallet,
    }) => {
      await anvil('evm_setAutomine', [false])
      try {
        await sendSupport(page, wallet)
        const dialog = await openAccountModal(page)
        const row = dialog.getByRole('link', { name: SUPPORT_DESCRIPTION })
        await expect(row).toContainText('Pending')
        const original = (await row.getAttribute('href'))?.split('/tx/')[1] ?? ''
        // The app has read the pending transaction's nonce from the node (it follows it from then on).
        const key = `creators-studio.tx.${ACCOUNT.address.toLowerCase()}.1`
        await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', key)).toContain('"sent"')
        const tx = (await anvil('eth_getTransactionByHash', [original])) as Record<string, string>
        const double = (hex: string | undefined) =>
          hex ? `0x${(BigInt(hex) * 2n + 1_000_000_000n).toString(16)}` : undefined
        const replacement = (await anvil('eth_sendTransaction', [
          {
            from: tx.from,
            nonce: tx.nonce,
            gas: '0x5208',
            ...(action === 'sped up' ? { to: tx.to, value: tx.value } : { to: tx.from, value: '0x0' }),
            ...(tx.maxFeePerGas
              ? { maxFeePerGas: double(tx.maxFeePerGas), maxPriorityFeePerGas: double(tx.maxPriorityFeePerGas) }
              : { gasPrice: double(tx.gasPrice) }),
          },
        ])) as string
        await anvil('evm_mine')
        expect(await anvil('eth_getTransactionReceipt', [original])).toBeNull()
        await expect(row).toContainText(expected)
        await expect(accountButton(page).locator('[data-pending]')).toHaveCount(0)
        // Sped up: the entry links to the transaction that was mined; cancelled: to the original (the explorer
        // shows it dropped and replaced).
        const shown = action === 'sped up' ? replacement : original
        await expect(row).toHaveAttribute('href', `https://etherscan.io/tx/${shown}`)
      } finally {
        await anvil('evm_setAutomine', [true])
      }
    })
  }

  test('behavior: after a reload the avatar still shows the pending transaction, until it is mined', async ({
    page,
    wallet,
  }) => {
    await anvil('evm_setAutomine', [false])
    try {
      await sendSupport(page, wallet)
      await expect(accountButton(page).locator('[data-pending]')).toBeVisible()
      await page.reload()
      await expect(accountButton(page).locator('[data-pending]')).toBeVisible()
      await anvil('evm_mine')
      await expect(accountButton(page).locator('[data-pending]')).toHaveCount(0)
    } finally {
      await anvil('evm_setAutomine', [true])
    }
  })

  test('behavior: a saved balance that lost its shape is read again after a reload: the account shows, no error, no white screen', async ({
    page,
  }) => {
    const key = 'creators-studio.query-cache'
    // The balance reaches the data cache in localStorage (written at most once a second); then it is corrupted.
    await expect.poll(() => page.evaluate((k) => /"balance"/.test(localStorage.getItem(k) ?? ''), key)).toBe(true)
    await page.evaluate((k) => {
      const cache = JSON.parse(localStorage.getItem(k) ?? '{}') as {
        clientState: { queries: { queryKey: unknown[]; state: { data: { decimals: unknown } } }[] }
      }
      for (const query of cache.clientState.queries)
        if (query.queryKey[0] === 'balance') query.state.data.decimals = '18'
      localStorage.setItem(k, JSON.stringify(cache))
    }, key)
    const warnings: string[] = []
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
    await page.reload()
    await expect(accountButton(page)).toBeVisible()
    // The balance, read again (the creator page shows it on every screen size; the header only on large ones).
    await expect(page.getByText(/^Your balance: [\d,.]+[kmbt]? ETH$/)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    // Said once: the balances in the cache (the visitor's and the creator's, and a token balance the support form
    // may have read by then), dropped and read again.
    const dropped = warnings
      .map((text) => /dropped (\d+) cached queries .*"balance"/.exec(text))
      .filter((m) => m !== null)
    expect(dropped).toHaveLength(1)
    expect(Number(dropped[0]![1])).toBeGreaterThanOrEqual(2)
  })

  test('behavior: Disconnect disconnects and closes the modal', async ({ page }) => {
    const dialog = await openAccountModal(page)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`account modal ${device} ${scheme}`, () => {
      test.use({ viewport })

      test('behavior: no axe violations, with and without transactions; screenshots', async ({ page, wallet }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await page.goto(`/creators/${CREATOR}`)
        await connectAndSignIn(page, wallet)
        let dialog = await openAccountModal(page)
        await expect(dialog.getByText(/ ETH$/)).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await page.screenshot({ path: `${SCREENSHOTS}account-${device}-${scheme}-empty.png` })
        await page.keyboard.press('Escape')
        await anvil('evm_setAutomine', [false])
        try {
          await sendSupport(page, wallet)
          await sendSupport(page, wallet)
          dialog = await openAccountModal(page)
          await expect(dialog.getByRole('link', { name: SUPPORT_DESCRIPTION })).toHaveCount(2)
          await expectNoDialogAxeViolations(page)
          await page.screenshot({ path: `${SCREENSHOTS}account-${device}-${scheme}-pending.png` })
          await anvil('evm_mine')
          await expect(dialog.getByText('Confirmed')).toHaveCount(2)
          await expectNoDialogAxeViolations(page)
          await page.screenshot({ path: `${SCREENSHOTS}account-${device}-${scheme}-confirmed.png` })
          await dialog.getByRole('button', { name: 'Clear All' }).click()
        } finally {
          await anvil('evm_setAutomine', [true])
        }
      })
    })
  }
}
