import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { approve, expect, SIWE, test } from './support/fixtures'
import { browserWalletOption, openConnectModal } from './support/flows'

/** Axe over the open dialog (WCAG 2.x A/AA and best practices); every violation is listed on failure. */
async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary).toEqual([])
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    })

    test('behavior: the desktop connect modal has no axe violations in its steps', async ({ page, wallet }) => {
      await page.goto('/')
      const dialog = await openConnectModal(page)
      await expectNoViolations(page)
      await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
      await expectNoViolations(page)
      await dialog.getByRole('button', { name: 'Get Rainbow' }).click()
      await expectNoViolations(page)
      await dialog.getByRole('button', { name: 'MetaMask' }).click()
      await expect(dialog.getByText('MetaMask is not installed')).toBeVisible()
      await expectNoViolations(page)
      await browserWalletOption(dialog).click()
      await expect.poll(() => wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
      await wallet.reject('eth_requestAccounts')
      await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
      await expectNoViolations(page)
      await dialog.getByRole('button', { name: 'RETRY' }).click()
      await approve(wallet, 'eth_requestAccounts')
      if (!SIWE) return
      await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
      await expectNoViolations(page)
    })
  })

  test.describe(`accessibility on a phone (${scheme})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('behavior: the connect bottom sheet has no axe violations', async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto('/')
      const sheet = await openConnectModal(page)
      await expectNoViolations(page)
      await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
      await expect(page.getByRole('dialog', { name: 'Get a Wallet' })).toBeVisible()
      await expectNoViolations(page)
    })
  })
}
