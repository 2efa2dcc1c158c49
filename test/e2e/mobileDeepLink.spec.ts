import type { Locator, Page } from '@playwright/test'
import { hexToString, isHex } from 'viem'
import { DEEP_LINK_WAIT_MS } from '../../src/app/mobileDeepLinkWiring'
import { expectNoDialogAxeViolations } from './support/axe'
import { fakeWalletConnectCloud, type FakeWalletConnectCloud } from './support/fakeWalletConnectCloud'
import { ACCOUNT, expect, SHORT_ACCOUNT, test } from './support/fixtures'
import { openConnectModal } from './support/flows'
import { E2E_PORTS, E2E_WALLETCONNECT_PROJECT_ID } from './support/ports'
import { startWalletConnectWallet, type WalletConnectWallet } from './support/walletConnectWallet'

// product rules: "Mobile connect", on an Android phone (the phone-walletconnect project: Pixel 7, the build with a
// WalletConnect project id, its cloud faked). On Android a WalletConnect wallet's link is the pairing uri itself, a
// `wc:` link that nothing handles in this browser: exactly a wallet app that is not installed.
//
// Headless Chromium hands such a link to a prompt of its own that is never shown, and from then on no input reaches
// the page. The first test lets the browser have the link (and presses nothing after it); the others cancel the
// navigation in its `navigate` event, which the link has reached by then: to the app, a link nothing handled.
// The last describe has a wallet that answers: the real WalletConnect sign client in the test process, on the same
// relay as the page.

/** A deep link the page followed: a navigation to a URL that is not http(s), as the Navigation API reported it. */
type DeepLink = { url: string; duringClick: boolean; activated: boolean }

type Probe = {
  deepLinks: DeepLink[]
  /** The browser is left to hand each deep link over (else the navigation is cancelled once recorded). */
  handOff: boolean
  /** A wallet app opens on each deep link: the page is hidden in the next task. */
  appOpens: boolean
  setPageHidden(hidden: boolean): void
}

/**
 * In the page, before the app: every deep link followed, with whether the click was still being dispatched (between a
 * capturing listener on the window, the first to see it, and a bubbling one, the last) and whether the tap's user
 * activation was on; and the page's visibility, which the test sets (a headless browser never hides a page).
 */
async function instrument(page: Page, handOff: boolean): Promise<void> {
  await page.addInitScript((handOff) => {
    const probe = window as unknown as Probe
    probe.deepLinks = []
    probe.handOff = handOff
    probe.appOpens = false
    let clicking = false
    window.addEventListener('click', () => void (clicking = true), { capture: true })
    window.addEventListener('click', () => void (clicking = false))
    let hidden = false
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    probe.setPageHidden = (value) => {
      hidden = value
      document.dispatchEvent(new Event('visibilitychange'))
    }
    const navigation = (window as unknown as { navigation: EventTarget }).navigation
    navigation.addEventListener('navigate', (event) => {
      const url = (event as Event & { destination: { url: string } }).destination.url
      if (/^https?:/.test(url)) return
      probe.deepLinks.push({ url, duringClick: clicking, activated: navigator.userActivation.isActive })
      if (!probe.handOff) event.preventDefault()
      if (!probe.appOpens) return
      // The next task (not a timer: the test holds the page's clock).
      const channel = new MessageChannel()
      channel.port1.onmessage = () => probe.setPageHidden(true)
      channel.port2.postMessage(null)
    })
  }, handOff)
}

function deepLinks(page: Page): Promise<DeepLink[]> {
  return page.evaluate(() => (window as unknown as Probe).deepLinks)
}

/**
 * Opens the phone's sheet once the shared WalletConnect pairing is ready (its uri known), then holds the page's clock:
 * the short while after a link passes only when the test says so.
 */
async function openSheet(
  page: Page,
  { handOff = false } = {},
): Promise<{ sheet: Locator; rainbow: Locator; cloud: FakeWalletConnectCloud }> {
  const cloud = await fakeWalletConnectCloud(page.context(), page)
  await instrument(page, handOff)
  await page.clock.install()
  await page.goto('/')
  const sheet = await openConnectModal(page)
  await expect(sheet.locator('.cs-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
  await holdClock(page)
  return { sheet, rainbow: sheet.getByRole('button', { name: 'Rainbow', exact: true }), cloud }
}

/** The page's clock held again, a second on. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/** Axe on the sheet, with the clock running (axe waits on timers of its own), then held again. */
async function expectNoSheetAxeViolations(page: Page): Promise<void> {
  await page.clock.resume()
  await expectNoDialogAxeViolations(page)
  await holdClock(page)
}

const PAIRING_URI = /^wc:[0-9a-f]{64}@2\?/

test.describe('mobile deep link', () => {
  test("behavior: a link nothing opens leaves the page visible; the didn't-open choices: Open, Get (Play Store), Copy link, QR", async ({
    page,
  }) => {
    const { sheet, rainbow, cloud } = await openSheet(page, { handOff: true })
    expect(cloud.relayMethods).toContain('wc_proposeSession')
    await rainbow.tap()
    expect((await deepLinks(page)).map((link) => link.url)).toEqual([expect.stringMatching(PAIRING_URI)])
    await expect(sheet.getByText('Opening Rainbow…')).toBeVisible()
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await expect(sheet.getByText("Rainbow didn't open. Is it installed on this phone?")).toBeVisible()
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible')
    await expect(sheet.getByRole('button', { name: 'Open Rainbow' })).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=me\.rainbow/,
    )
    await expect(sheet.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(sheet.getByRole('img', { name: 'QR code for Rainbow' })).toBeVisible()
    await expectNoSheetAxeViolations(page)
    expect(cloud.escaped).toEqual([])
  })

  test("behavior: didn't open: Open follows the same link again from a click, Copy link copies it, Cancel: the row", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { sheet, rainbow, cloud } = await openSheet(page)
    await rainbow.tap()
    const [link] = await deepLinks(page)
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await sheet.getByRole('button', { name: 'Open Rainbow' }).tap()
    expect(await deepLinks(page)).toEqual([link, { url: link?.url, duringClick: true, activated: true }])
    await expect(sheet.getByText('Opening Rainbow…')).toBeVisible()
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await sheet.getByRole('button', { name: 'Copy link' }).tap()
    await expect(sheet.getByRole('button', { name: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link?.url)
    await sheet.getByRole('button', { name: 'Cancel' }).tap()
    await expect(rainbow).toBeVisible()
    await expect(sheet.getByText(/didn't open/)).toHaveCount(0)
    expect(cloud.escaped).toEqual([])
  })

  test('behavior: hidden right after the link, none of the choices; visible again while pending: waiting, Open again, Cancel: the row', async ({
    page,
  }) => {
    const { sheet, rainbow, cloud } = await openSheet(page)
    await page.evaluate(() => void ((window as unknown as Probe).appOpens = true))
    await rainbow.tap()
    await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe('hidden')
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await expect(sheet.getByText('Opening Rainbow…')).toBeVisible()
    await expect(sheet.getByText(/didn't open/)).toHaveCount(0)
    await expect(sheet.getByRole('link', { name: 'Get Rainbow' })).toHaveCount(0)
    await expect(sheet.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
    // Back from the wallet without approving: the connection is still pending.
    await page.evaluate(() => {
      const probe = window as unknown as Probe
      probe.appOpens = false
      probe.setPageHidden(false)
    })
    await expect(sheet.getByText('Waiting for Rainbow. Approve in the app')).toBeVisible()
    await expectNoSheetAxeViolations(page)
    const [link] = await deepLinks(page)
    await sheet.getByRole('button', { name: 'Open Rainbow' }).tap()
    expect(await deepLinks(page)).toEqual([link, { url: link?.url, duringClick: true, activated: true }])
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await sheet.getByRole('button', { name: 'Cancel' }).tap()
    await expect(rainbow).toBeVisible()
    expect(cloud.escaped).toEqual([])
  })

  test('behavior: Cancel, then another WalletConnect wallet: the same pairing, followed inside its tap; its app is the one remembered', async ({
    page,
  }) => {
    const { sheet, rainbow, cloud } = await openSheet(page)
    await rainbow.tap()
    await page.clock.runFor(DEEP_LINK_WAIT_MS)
    await sheet.getByRole('button', { name: 'Cancel' }).tap()
    await sheet.getByRole('button', { name: 'MetaMask', exact: true }).tap()
    const [first, second] = await deepLinks(page)
    expect(second).toEqual({ ...first, duringClick: true, activated: true })
    await expect(sheet.getByText('Opening MetaMask…')).toBeVisible()
    // Leaving Rainbow, still pairing, did not end the pairing MetaMask joined, nor clear what WalletConnect stored.
    expect(cloud.relayMethods.filter((method) => method === 'wc_proposeSession')).toHaveLength(1)
    const remembered = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'))
    expect(JSON.parse(remembered ?? 'null')).toMatchObject({ name: 'MetaMask' })
    expect(cloud.escaped).toEqual([])
  })

  test('behavior: with the pairing ready, the link is followed inside the tap: during its click, with its user activation, before a click() returns', async ({
    page,
  }) => {
    const { rainbow } = await openSheet(page)
    await rainbow.tap()
    const [tapped] = await deepLinks(page)
    expect(tapped).toMatchObject({ url: expect.stringMatching(PAIRING_URI), duringClick: true, activated: true })
    // A click dispatched by a script: nothing else runs (no task, no microtask) until click() returns, so a link
    // followed after an await would not be there yet.
    const followedBeforeReturn = await rainbow.evaluate((button: HTMLElement) => {
      const probe = window as unknown as Probe
      const before = probe.deepLinks.length
      button.click()
      return probe.deepLinks.slice(before).map((link) => link.url)
    })
    expect(followedBeforeReturn).toEqual([tapped?.url])
  })
})

/** The page's WalletConnect cloud with Rainbow on its relay: a wallet that pairs, approves, and signs when told. */
const withRainbow = test.extend<{ rainbow: { cloud: FakeWalletConnectCloud; wallet: WalletConnectWallet } }>({
  rainbow: async ({ page }, use) => {
    const cloud = await fakeWalletConnectCloud(page.context(), page)
    const wallet = await startWalletConnectWallet({
      relayUrl: await cloud.relay.listen(),
      projectId: E2E_WALLETCONNECT_PROJECT_ID,
      privateKey: ACCOUNT.privateKey,
      chainIds: [1, 5],
    })
    await use({ cloud, wallet })
    await wallet.close()
    await cloud.relay.close()
  },
})

/** The user comes back to the browser from the wallet's app. */
function backInBrowser(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as Probe).setPageHidden(false))
}

test.describe('mobile deep link, a wallet that answers', () => {
  withRainbow(
    'behavior: the sign-in waiting in Rainbow offers "Open Rainbow to confirm", a link to its app; once it signs, the account',
    async ({ page, rainbow: { cloud, wallet } }, testInfo) => {
      await instrument(page, false)
      await page.goto('/')
      const sheet = await openConnectModal(page)
      await expect(sheet.locator('.cs-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
      // Rainbow opens on the link (the page is hidden), pairs with its uri and approves.
      await page.evaluate(() => void ((window as unknown as Probe).appOpens = true))
      await sheet.getByRole('button', { name: 'Rainbow', exact: true }).tap()
      const [pairing] = await deepLinks(page)
      expect(pairing?.url).toMatch(PAIRING_URI)
      await wallet.pair(pairing?.url ?? '')
      await backInBrowser(page)
      const verify = page.getByRole('dialog', { name: 'Verify your account' })
      await expect(verify.getByRole('button', { name: 'Sign message' })).toBeEnabled()
      await expect(verify.getByRole('link', { name: /to confirm/ })).toHaveCount(0)
      await verify.getByRole('button', { name: 'Sign message' }).tap()
      // The request reached Rainbow, which does not answer yet: back in the browser, the way to its app.
      const request = await wallet.nextRequest('personal_sign')
      await backInBrowser(page)
      const confirm = verify.getByRole('link', { name: 'Open Rainbow to confirm' })
      // The link Rainbow's session gives of itself (its universal link), not the pairing uri.
      await expect(confirm).toHaveAttribute('href', 'https://rnbwapp.com/')
      await expect(verify.getByRole('button', { name: 'Waiting for signature…' })).toBeDisabled()
      await expectNoDialogAxeViolations(page)
      await verify.screenshot({ path: testInfo.outputPath('open-rainbow-to-confirm.png') })
      const [message, address] = request.params as [unknown, unknown]
      expect(address).toBe(ACCOUNT.address)
      expect(isHex(message) && hexToString(message)).toContain(
        `127.0.0.1:${E2E_PORTS.appWalletConnect} wants you to sign in with your Ethereum account:\n${ACCOUNT.address}`,
      )
      await wallet.signPersonal(request)
      await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(cloud.escaped).toEqual([])
      expect(wallet.escaped).toEqual([])
    },
  )
})
