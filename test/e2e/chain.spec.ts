import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { ACCOUNT, approve, expect, SHORT_ACCOUNT, SIWE, test, type HeadlessWallet } from './support/fixtures'
import { expectNoAxeViolations, expectNoDialogAxeViolations } from './support/axe'
import { browserWalletOption, connectAndSignIn, openConnectModal, signInIfAsked } from './support/flows'
import { E2E_PORTS } from './support/ports'

// Sign-in (the e2e default) binds the session to address AND chain: a chain change signs the visitor out, who signs in
// again on the new chain. The server refuses sign-in on an unconfigured chain, so there the way on is to switch first.

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

/** Moves the wallet itself to a chain the app does not know (as a visitor would in the wallet's own UI). */
function moveWalletToUnconfiguredChain(wallet: HeadlessWallet) {
  wallet.addNetwork(UNCONFIGURED_CHAIN, `http://127.0.0.1:${E2E_PORTS.chain1}`)
  wallet.switchNetwork(UNCONFIGURED_CHAIN)
}

/** Connects the browser wallet (no sign-in yet): with sign-in on, "Verify your account" follows. */
async function connectWallet(page: Page, wallet: HeadlessWallet): Promise<void> {
  await browserWalletOption(await openConnectModal(page)).click()
  await approve(wallet, 'eth_requestAccounts')
}

/** The server's sign-in session for this browser (GET /api/auth/session), null when signed out. */
async function serverSession(page: Page): Promise<{ address: string; chainId: number } | null> {
  const res = await page.request.get('/api/auth/session')
  if (res.status() === 401) return null
  const session = (await res.json()) as { address: string; chainId: number }
  return { address: session.address.toLowerCase(), chainId: session.chainId }
}

const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })

test.describe('switch networks', () => {
  // Asking for `wallet` here injects it before the page loads.
  test.beforeEach(async ({ page, wallet: _injected }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
  })

  test('behavior: "Confirm in Wallet" until the wallet switches; the switch signs out and verifying again connects on Goerli', async ({
    page,
    wallet,
  }) => {
    await connectAndSignIn(page, wallet)
    if (SIWE) expect(await serverSession(page)).toEqual({ address: ACCOUNT.address.toLowerCase(), chainId: 1 })
    const dialog = await openChainModal(page, 'Ethereum')
    await expect(dialog.getByRole('listitem')).toHaveText(['Ethereum Connected', 'Goerli'])
    await expect(dialog.getByRole('button', { name: /Ethereum/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Goerli' }).click()
    await expect(dialog.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeVisible()
    await approve(wallet, 'wallet_switchEthereumChain')
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    if (SIWE) {
      // Signed out here and on the server: the visitor verifies again, now on Goerli.
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expect(accountButton(page)).toHaveCount(0)
      await expect.poll(() => serverSession(page)).toBeNull()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await signInIfAsked(page, wallet)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await serverSession(page)).toEqual({ address: ACCOUNT.address.toLowerCase(), chainId: 5 })
    }
    await expect(page.getByRole('button', { name: 'Goerli' })).toBeVisible()
    await expect(accountButton(page)).toBeVisible()
  })

  test('behavior: a rejection in the wallet closes the modal and keeps the chain and the session', async ({
    page,
    wallet,
  }) => {
    await connectAndSignIn(page, wallet)
    const dialog = await openChainModal(page, 'Ethereum')
    await dialog.getByRole('button', { name: 'Goerli' }).click()
    await expect.poll(() => wallet.getPendingRequestCount('wallet_switchEthereumChain')).toBe(1)
    await wallet.reject('wallet_switchEthereumChain', { code: 4001, message: 'User rejected request' })
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
    await expect(accountButton(page)).toBeVisible()
    if (SIWE) expect(await serverSession(page)).toMatchObject({ chainId: 1 })
  })

  test('behavior: on an unconfigured chain "Wrong network" shows before sign-in and leads back to Ethereum, then sign-in connects', async ({
    page,
    wallet,
  }) => {
    moveWalletToUnconfiguredChain(wallet)
    await connectWallet(page, wallet)
    if (SIWE) {
      const verify = page.getByRole('dialog', { name: 'Verify your account' })
      await expect(verify.getByText(WRONG_NETWORK)).toBeVisible()
      await expect(verify.getByRole('button', { name: 'Sign message' })).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(verify).toHaveCount(0)
    }
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await expect(accountButton(page)).toHaveCount(0)
    const dialog = await openChainModal(page, 'Wrong network')
    await expect(dialog.getByText(WRONG_NETWORK)).toBeVisible()
    await expect(dialog.getByText('Connected')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Ethereum' }).click()
    await expect(dialog.getByRole('button', { name: 'Ethereum Confirm in Wallet' })).toBeVisible()
    await approve(wallet, 'wallet_switchEthereumChain')
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toHaveCount(0)
    if (SIWE) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await signInIfAsked(page, wallet)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await serverSession(page)).toMatchObject({ chainId: 1 })
    }
    await expect(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
    await expect(accountButton(page)).toBeVisible()
  })

  test('behavior: on an unconfigured chain "Verify your account" offers the configured chains; after the switch it signs in', async ({
    page,
    wallet,
  }) => {
    test.skip(!SIWE, 'the step exists only with sign-in on')
    moveWalletToUnconfiguredChain(wallet)
    await connectWallet(page, wallet)
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await expect(verify.getByText(WRONG_NETWORK)).toBeVisible()
    await expect(verify.getByRole('listitem')).toHaveText(['Ethereum', 'Goerli'])
    await verify.getByRole('button', { name: 'Goerli' }).click()
    await expect(verify.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeVisible()
    await approve(wallet, 'wallet_switchEthereumChain')
    await expect(verify.getByText(WRONG_NETWORK)).toHaveCount(0)
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await approve(wallet, 'personal_sign')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Goerli' })).toBeVisible()
    await expect(accountButton(page)).toBeVisible()
    expect(await serverSession(page)).toMatchObject({ chainId: 5 })
  })

  test('behavior: signed in, the wallet moving to an unconfigured chain signs out; Disconnect in the modal disconnects', async ({
    page,
    wallet,
  }) => {
    await connectAndSignIn(page, wallet)
    moveWalletToUnconfiguredChain(wallet)
    const dialog = await openChainModal(page, 'Wrong network')
    if (SIWE) await expect.poll(() => serverSession(page)).toBeNull()
    await expect(dialog.getByText(WRONG_NETWORK)).toBeVisible()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Wrong network' })).toHaveCount(0)
  })
})

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`chain modal ${device} ${scheme}`, () => {
      test.use({ viewport })

      test('behavior: no axe violations (wrong network, connected, confirming) and the button; screenshots', async ({
        page,
        wallet,
      }) => {
        const shot = (name: string) => page.screenshot({ path: `${SCREENSHOTS}chain-${device}-${scheme}-${name}.png` })
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await page.goto('/')
        moveWalletToUnconfiguredChain(wallet)
        await connectWallet(page, wallet)
        if (SIWE) {
          const verify = page.getByRole('dialog', { name: 'Verify your account' })
          await expect(verify.getByText(WRONG_NETWORK)).toBeVisible()
          await expectNoDialogAxeViolations(page)
          await shot('verify-wrong-network')
          await page.keyboard.press('Escape')
          await expect(verify).toHaveCount(0)
        }
        // The filled "Wrong network" button (white on the danger colour in both schemes).
        await expect(page.getByRole('button', { name: 'Wrong network' })).toBeVisible()
        await expectNoAxeViolations(page, '.cs-connect')
        await shot('wrong-network-button')
        let dialog = await openChainModal(page, 'Wrong network')
        await expect(dialog.getByText(WRONG_NETWORK)).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await shot('wrong-network')
        await dialog.getByRole('button', { name: 'Ethereum' }).click()
        await approve(wallet, 'wallet_switchEthereumChain')
        await expect(dialog).toHaveCount(0)
        if (SIWE) {
          await page.getByRole('button', { name: 'Connect Wallet' }).click()
          await signInIfAsked(page, wallet)
        }
        await expect(accountButton(page)).toBeVisible()
        // On a phone the chain button shows only the icon, named by the chain.
        dialog = await openChainModal(page, 'Ethereum')
        await expectNoDialogAxeViolations(page)
        await shot('connected')
        await dialog.getByRole('button', { name: 'Goerli' }).click()
        await expect(dialog.getByText('Confirm in Wallet')).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await shot('confirm')
        await wallet.reject('wallet_switchEthereumChain', { code: 4001, message: 'User rejected request' })
        await expect(dialog).toHaveCount(0)
      })
    })
  }
}
