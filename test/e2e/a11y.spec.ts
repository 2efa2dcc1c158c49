import { approve, expect, SIWE, test } from './support/fixtures'
import { expectNoDialogAxeViolations } from './support/axe'
import { browserWalletOption, openConnectModal } from './support/flows'

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    })

    test('behavior: the desktop connect modal has no axe violations in its steps', async ({ page, wallet }) => {
      await page.goto('/')
      const dialog = await openConnectModal(page)
      await expectNoDialogAxeViolations(page)
      await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
      await expectNoDialogAxeViolations(page)
      await dialog.getByRole('button', { name: 'Get Rainbow' }).click()
      await expectNoDialogAxeViolations(page)
      await dialog.getByRole('button', { name: 'MetaMask' }).click()
      await expect(dialog.getByText('MetaMask is not installed')).toBeVisible()
      await expectNoDialogAxeViolations(page)
      await browserWalletOption(dialog).click()
      await expect.poll(() => wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
      await wallet.reject('eth_requestAccounts')
      await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
      await expectNoDialogAxeViolations(page)
      await dialog.getByRole('button', { name: 'RETRY' }).click()
      await approve(wallet, 'eth_requestAccounts')
      if (!SIWE) return
      await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
      await expectNoDialogAxeViolations(page)
    })
  })

  test.describe(`accessibility on a phone (${scheme})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('behavior: the connect bottom sheet has no axe violations', async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto('/')
      const sheet = await openConnectModal(page)
      await expectNoDialogAxeViolations(page)
      await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
      await expect(page.getByRole('dialog', { name: 'Get a Wallet' })).toBeVisible()
      await expectNoDialogAxeViolations(page)
    })
  })
}
