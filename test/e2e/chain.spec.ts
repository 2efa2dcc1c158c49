import AxeBuilder from '@axe-core/playwright'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { approve, expect, SHORT_ACCOUNT, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'
import { E2E_PORTS } from './support/ports'

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url))
const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.'
/** A chain the app does not configure (VITE_CHAINS=1,5), served by the chain-1 anvil. */
const UNCONFIGURED_CHAIN = 1337

async function openChainModal(page: Page, buttonName: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name: buttonName }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Moves the wallet itself to a chain the app does not know (as a visitor would in the wallet's own UI). */
function moveWalletToUnconfiguredChain(wallet: { addNetwork(id: number, url: string): void; switchNetwork(id: number): void }) {
  wallet.addNetwork(UNCONFIGURED_CHAIN, `http://127.0.0.1:${E2E_PORTS.chain1}`)
  wallet.switchNetwork(UNCONFIGURED_CHAIN)
}

test.describe('switch networks', () => {
  test.beforeEach(async ({ page, wallet }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await connectAndSignIn(page, wallet)
  })

  test('behavior: the current chain is Connected; the chosen one shows "Confirm in Wallet" until the wallet switches', async ({ page, wallet }) => {
    const dialog = await openChainModal(page, 'Ethereum')
    await expect(dialog.getByRole('listitem')).toHaveText(['Ethereum Connected', 'Goerli'])
    await expect(dialog.getByRole('button', { name: /Ethereum/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Goerli' }).click()
    await expect(dialog.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeVisible()
    await approve(wallet, 'wallet_switchEthereumChain')
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Goerli' })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })

  test('behavior: a rejection in the wallet closes the modal and keeps the chain', async ({ page, wallet }) => {
    const dialog = await openChainModal(page, 'Ethereum')
    await dialog.getByRole('button', { name: 'Goerli' }).click()
    await expect.poll(() => wallet.getPendingRequestCount('wallet_switchEthereumChain')).toBe(1)
    await wallet.reject('wallet_switchEthereumChain', { code: 4001, message: 'User rejected request' })
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
  })

  test('behavior: on an unconfigured chain "Wrong network" leads back to a configured one', async ({ page, wallet }) => {
    moveWalletToUnconfiguredChain(wallet)
    const dialog = await openChainModal(page, 'Wrong network')
    await expect(dialog.getByText(WRONG_NETWORK)).toBeVisible()
    await expect(dialog.getByText('Connected')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Ethereum' }).click()
    await expect(dialog.getByRole('button', { name: 'Ethereum Confirm in Wallet' })).toBeVisible()
    await approve(wallet, 'wallet_switchEthereumChain')
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
  })

  test('behavior: on an unconfigured chain Disconnect disconnects', async ({ page, wallet }) => {
    moveWalletToUnconfiguredChain(wallet)
    const dialog = await openChainModal(page, 'Wrong network')
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    test.describe(`chain modal ${device} ${scheme}`, () => {
      test.use({ viewport })

      test('behavior: no axe violations (connected, confirming, wrong network); screenshots', async ({ page, wallet }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await page.goto('/')
        await connectAndSignIn(page, wallet)
        // On a phone the chain button shows only the icon, named by the chain.
        let dialog = await openChainModal(page, 'Ethereum')
        await expectNoAxeViolations(page)
        await page.screenshot({ path: `${SCREENSHOTS}chain-${device}-${scheme}-connected.png` })
        await dialog.getByRole('button', { name: 'Goerli' }).click()
        await expect(dialog.getByText('Confirm in Wallet')).toBeVisible()
        await expectNoAxeViolations(page)
        await page.screenshot({ path: `${SCREENSHOTS}chain-${device}-${scheme}-confirm.png` })
        await wallet.reject('wallet_switchEthereumChain', { code: 4001, message: 'User rejected request' })
        await expect(dialog).toHaveCount(0)
        moveWalletToUnconfiguredChain(wallet)
        dialog = await openChainModal(page, 'Wrong network')
        await expect(dialog.getByText(WRONG_NETWORK)).toBeVisible()
        await expectNoAxeViolations(page)
        await page.screenshot({ path: `${SCREENSHOTS}chain-${device}-${scheme}-wrong-network.png` })
      })
    })
  }
}
