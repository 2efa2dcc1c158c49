import { approve, expect, SHORT_ACCOUNT, SIWE, test } from './support/fixtures'
import type { Locator, Page } from '@playwright/test'
import { browserWalletOption, connectAndSignIn, openConnectModal, signInIfAsked } from './support/flows'

/** Presses Tab until `target` has the focus (at most 20 times), then checks it does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** A second browser wallet, announced over EIP-6963, whose prompt stays open (its user never answers). */
async function announceSecondWallet(page: Page) {
  await page.addInitScript(() => {
    const answers: Record<string, unknown> = { eth_chainId: '0x1', eth_accounts: [] }
    const provider = {
      request: ({ method }: { method: string }) =>
        method in answers ? Promise.resolve(answers[method]) : new Promise(() => {}),
      on: () => provider,
      removeListener: () => provider,
    }
    const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    const info = { uuid: '0b6a1c9e-8d0f-4d6c-9c59-3f0a4c1d2e7b', name: 'Second Wallet', rdns: 'test.second', icon }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
}

/** Opens the app, picks the browser wallet (its prompt stays open), then the second wallet; returns the connect modal. */
async function leaveBrowserWalletForSecond(page: Page, wallet: Parameters<typeof approve>[0]): Promise<Locator> {
  await page.goto('/')
  const dialog = await openConnectModal(page)
  await browserWalletOption(dialog).click()
  await expect.poll(() => wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
  await dialog
    .getByRole('button', { name: /Second Wallet/ })
    .first()
    .click()
  await expect(dialog.getByText(/Second Wallet/).first()).toBeVisible()
  return dialog
}

test.describe('connect', () => {
  test('walking skeleton: "Connect Wallet", choose the browser wallet, authorize, see the account', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Creators Studio')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await connectAndSignIn(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toContainText(SHORT_ACCOUNT)
  })

  test('behavior: a reload reconnects without a prompt', async ({ page, wallet }) => {
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    await page.reload()
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
    expect(wallet.getPendingRequestCount()).toBe(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('behavior: a rejected connection offers RETRY, which connects', async ({ page, wallet }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await browserWalletOption(dialog).click()
    // The desktop panel asks to confirm in the extension; the phone sheet says it is opening the wallet.
    const phone = (page.viewportSize()?.width ?? 1280) < 768
    await expect(
      dialog.getByText(phone ? 'Opening Headless Web3 Provider…' : 'Confirm connection in the extension'),
    ).toBeVisible()
    await expect.poll(() => wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
    await wallet.reject('eth_requestAccounts')
    await dialog.getByRole('button', { name: 'RETRY' }).click()
    await approve(wallet, 'eth_requestAccounts')
    await signInIfAsked(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })

  test('behavior: wallet A, then B, then A again while A still asks its user: A is not asked twice, and its approval connects', async ({
    page,
    wallet,
  }) => {
    await announceSecondWallet(page)
    const dialog = await leaveBrowserWalletForSecond(page, wallet)
    await browserWalletOption(dialog).click()
    // A second eth_requestAccounts would be refused by a real wallet (MetaMask: -32002) and the open prompt ignored.
    await expect(dialog.getByRole('button', { name: 'RETRY' })).toHaveCount(0)
    expect(wallet.getPendingRequestCount('eth_requestAccounts')).toBe(1)
    await wallet.authorize('eth_requestAccounts')
    await signInIfAsked(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
    expect(wallet.getPendingRequestCount('eth_requestAccounts')).toBe(0)
  })

  test('behavior: wallet A, then B; A approved meanwhile does not connect, and A is asked to forget the site again', async ({
    page,
    wallet,
  }) => {
    await announceSecondWallet(page)
    // Records what the page asks the test wallet, through whichever of its provider objects (window.ethereum or the
    // one it announces over EIP-6963): every request goes through its bridge to the test.
    await page.addInitScript(() => {
      type Bridge = (fn: unknown, args: { method: string }, ...rest: unknown[]) => Promise<unknown>
      const w = window as unknown as { __injectedHeadlessWeb3ProviderRequest: Bridge; asked: string[] }
      const bridge = w.__injectedHeadlessWeb3ProviderRequest
      w.asked = []
      w.__injectedHeadlessWeb3ProviderRequest = (fn, args, ...rest) => (
        w.asked.push(args.method), bridge(fn, args, ...rest)
      )
    })
    const dialog = await leaveBrowserWalletForSecond(page, wallet)
    const revokes = () =>
      page.evaluate(
        () => (window as unknown as { asked: string[] }).asked.filter((m) => m === 'wallet_revokePermissions').length,
      )
    // Leaving A already asks it to forget the site, while its prompt is open: the wallet may well approve after that.
    await expect.poll(revokes).toBe(1)
    await wallet.authorize('eth_requestAccounts')
    await expect.poll(revokes).toBe(2)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toHaveCount(0)
    await expect(dialog.getByText(/Second Wallet/).first()).toBeVisible()
  })

  test('behavior: a signature rejected in the wallet returns the sign-in step to idle, with no error; signing again connects', async ({
    page,
    wallet,
  }) => {
    test.skip(!SIWE, 'sign-in is off in this build')
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await browserWalletOption(dialog).click()
    await approve(wallet, 'eth_requestAccounts')
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => wallet.getPendingRequestCount('personal_sign')).toBe(1)
    await wallet.reject('personal_sign')
    await expect(verify.getByRole('button', { name: 'Sign message' })).toBeEnabled()
    await expect(verify.getByText(/please retry|went wrong/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await approve(wallet, 'personal_sign')
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })

  test('behavior: disconnect from the account modal', async ({ page, wallet }) => {
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    await page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('behavior: Escape and a backdrop click close the connect modal', async ({ page }) => {
    await page.goto('/')
    await openConnectModal(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
    await openConnectModal(page)
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('behavior: keyboard "Get a Wallet", then Escape closes the modal and the focus returns to "Connect Wallet"', async ({
    page,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(button).toBeVisible()
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    // Not by name: on a phone the sheet's title becomes "Get a Wallet".
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'Get a Wallet' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByText("Not what you're looking for?")).toBeVisible()
    // The pressed button went with its step: the focus is in the dialog (the step's title), not on the page body.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('behavior: keyboard only, from the button to a connected account', async ({ page, wallet }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(button).toBeVisible()
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(dialog).toBeVisible()
    await tabTo(page, browserWalletOption(dialog))
    await page.keyboard.press('Enter')
    await approve(wallet, 'eth_requestAccounts')
    if (SIWE) {
      const verify = page.getByRole('dialog', { name: 'Verify your account' })
      await expect(verify).toBeVisible()
      await tabTo(page, verify.getByRole('button', { name: 'Sign message' }))
      await page.keyboard.press('Enter')
      await approve(wallet, 'personal_sign')
    }
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })
})

test.describe('connect on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('behavior: a bottom sheet with the wallet row, the explainer and "Get a Wallet"', async ({ page, wallet }) => {
    await page.goto('/')
    const sheet = await openConnectModal(page)
    // A bottom sheet: full width, flush with the bottom of the screen (once its slide-in animation is over).
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!
        return [Math.round(box.width), Math.round(box.y + box.height)]
      })
      .toEqual([390, 844])
    await expect(sheet.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
    const get = page.getByRole('dialog', { name: 'Get a Wallet' })
    await expect(get.getByText("Not what you're looking for?")).toBeVisible()
    const gets = get.getByRole('link', { name: /^Get / })
    expect(await gets.count()).toBeGreaterThan(0)
    expect(await gets.count()).toBeLessThanOrEqual(3)
    await get.getByRole('button', { name: 'Back' }).click()
    await browserWalletOption(page.getByRole('dialog')).click()
    await approve(wallet, 'eth_requestAccounts')
    await signInIfAsked(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })
})
