import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { approve, expect, SIWE, test } from './support/fixtures'
import { browserWalletOption, openConnectModal } from './support/flows'

// Screenshots of every modal state, desktop and phone, light and dark, for a human to look at (not compared).
const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url))

async function shot(page: Page, name: string) {
  await page.waitForTimeout(250) // let the open animation and lazy images settle
  await page.screenshot({ path: `${DIR}connect-${name}.png` })
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`screenshots desktop ${scheme}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('connect modal steps, sign-in, connected', async ({ page, wallet }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await shot(page, `desktop-${scheme}-00-page`)
      const dialog = await openConnectModal(page)
      await shot(page, `desktop-${scheme}-01-what-is-a-wallet`)
      await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
      await shot(page, `desktop-${scheme}-02-get-a-wallet`)
      await dialog.getByRole('button', { name: 'Get Rainbow' }).click()
      await shot(page, `desktop-${scheme}-03-get-rainbow`)
      await dialog.getByRole('button', { name: 'Get the app' }).click()
      await expect(dialog.locator('.cs-qr svg')).toBeVisible()
      await shot(page, `desktop-${scheme}-04-install-rainbow`)
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await shot(page, `desktop-${scheme}-05-get-started-mobile`)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('button', { name: 'Back' }).click()
      // The store link opens a new tab: keep it from leaving, the panel still moves on to the instructions.
      await dialog.getByRole('link', { name: /Add to/ }).evaluate((a: HTMLElement) => {
        a.addEventListener('click', (event) => event.preventDefault(), { once: true })
        a.click()
      })
      await shot(page, `desktop-${scheme}-06-get-started-extension`)
      await dialog.getByRole('button', { name: 'MetaMask' }).click()
      await shot(page, `desktop-${scheme}-07-not-installed`)
      await browserWalletOption(dialog).click()
      await shot(page, `desktop-${scheme}-08-opening`)
      await expect.poll(() => wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
      await wallet.reject('eth_requestAccounts')
      await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
      await shot(page, `desktop-${scheme}-09-retry`)
      await dialog.getByRole('button', { name: 'RETRY' }).click()
      await approve(wallet, 'eth_requestAccounts')
      if (SIWE) {
        await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
        await shot(page, `desktop-${scheme}-10-verify`)
        await page.getByRole('button', { name: 'Sign message' }).click()
        await approve(wallet, 'personal_sign')
      }
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await shot(page, `desktop-${scheme}-11-connected`)
    })
  })

  test.describe(`screenshots phone ${scheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('bottom sheet, get a wallet, sign-in, connected', async ({ page, wallet }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto('/')
      const sheet = await openConnectModal(page)
      await shot(page, `phone-${scheme}-01-connect`)
      await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
      await shot(page, `phone-${scheme}-02-get-a-wallet`)
      await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
      await browserWalletOption(page.getByRole('dialog')).click()
      await approve(wallet, 'eth_requestAccounts')
      if (SIWE) {
        await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
        await shot(page, `phone-${scheme}-03-verify`)
        await page.getByRole('button', { name: 'Sign message' }).click()
        await approve(wallet, 'personal_sign')
      }
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await shot(page, `phone-${scheme}-04-connected`)
    })
  })
}
