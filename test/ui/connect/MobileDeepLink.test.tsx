// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMobileDeepLinkWiring, type PageVisibility } from '../../../src/app/mobileDeepLinkWiring'
import { prefetchMobileDeepLink } from '../../../src/ui/connect/useMobileDeepLink'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import {
  createHarness,
  FakeWallet,
  fakeDirectory,
  option,
  renderWith,
  setNarrow,
  SHORT_ADDRESS,
} from './connectHarness'

let restore: () => void
beforeEach(() => {
  restore = setNarrow(true)
})
afterEach(() => {
  cleanup()
  restore()
})

/** The page as the wiring sees it: hidden and shown by the test. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const win = new EventTarget()
  return {
    page: { document: doc, window: win } as unknown as PageVisibility,
    hide: () =>
      act(() => {
        doc.visibilityState = 'hidden'
        doc.dispatchEvent(new Event('visibilitychange'))
      }),
    show: () =>
      act(() => {
        doc.visibilityState = 'visible'
        doc.dispatchEvent(new Event('visibilitychange'))
      }),
  }
}

async function openSheet({ siwe = false } = {}) {
  const pairing = new FakeWallet('walletConnect', 'WalletConnect', 1, true, 'wc:pairing')
  const rainbow = new FakeWallet('rainbow', 'Rainbow')
  const options = [
    option('rainbow', 'Rainbow', {
      mobileLink: (uri) => `rainbow://wc?uri=${encodeURIComponent(uri)}`,
      downloadUrls: { ios: 'https://apps.example/rainbow', android: 'https://play.example/rainbow' },
    }),
    option('walletConnect', 'WalletConnect', { mobileLink: (uri) => uri }),
  ]
  const h = createHarness({ options, wallets: [rainbow, pairing], siwe })
  if (siwe) await act(() => h.auth!.start())
  const links: string[] = []
  const timers: (() => void)[] = []
  const fake = fakePage()
  const wiring = createMobileDeepLinkWiring({
    wallet: h.connection,
    directory: fakeDirectory(options, [rainbow, pairing]),
    navigate: (url) => links.push(url),
    page: fake.page,
    startTimer: (_ms, fire) => timers.push(fire),
  })
  const load = async () => wiring
  // Loaded as the connect modal's code is (the sheet suspends on it otherwise).
  await prefetchMobileDeepLink(load)
  renderWith(<WalletWidget />, { ...h.services, mobileDeepLink: load })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const sheet = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await waitFor(() => expect(pairing.pairingsPrepared).toBe(1))
  /** The "short while" after the newest link ends. */
  const timeOut = () => act(() => timers.at(-1)?.())
  return { h, sheet, rainbow, pairing, links, timeOut, ...fake }
}

const LINK = `rainbow://wc?uri=${encodeURIComponent('wc:pairing#1')}`

describe('MobileDeepLink', () => {
  test('behavior: with the pairing ready, the tap follows the link synchronously, inside its click handler', async () => {
    const { sheet, links, rainbow } = await openSheet()
    const button = within(sheet).getByRole('button', { name: 'Rainbow' })
    // fireEvent dispatches the click synchronously: the link is followed before it returns, no await in between.
    fireEvent.click(button)
    expect(links).toEqual([LINK])
    expect(rainbow.connectCalls).toBe(1)
    expect(await within(sheet).findByText('Opening Rainbow…')).toBeTruthy()
  })

  test('behavior: still visible after the short while: Open (same link, from a click), Get, Copy link and a QR code; Cancel: the row', async () => {
    const { sheet, links, timeOut } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Rainbow' }))
    await timeOut()
    expect(await within(sheet).findByText("Rainbow didn't open. Is it installed on this phone?")).toBeTruthy()
    // The tapped button went with the row: the focus is on the panel that replaced it, still in the sheet.
    expect(within(sheet).getByRole('region', { name: 'Rainbow' })).toBe(document.activeElement)
    expect(within(sheet).getByRole('link', { name: 'Get Rainbow' }).getAttribute('href')).toMatch(/example\/rainbow$/)
    expect(within(sheet).getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(within(sheet).getByRole('img', { name: 'QR code for Rainbow' })).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Open Rainbow' }))
    expect(links).toEqual([LINK, LINK])
    await timeOut()
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Cancel' }))
    expect(within(sheet).getByRole('button', { name: 'Rainbow' })).toBeTruthy()
  })

  test('behavior: hidden right after the link: no "didn\'t open" choices; visible again while pending: waiting, Open, Cancel', async () => {
    const { sheet, links, timeOut, hide, show, rainbow } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Rainbow' }))
    await hide()
    await timeOut()
    expect(within(sheet).queryByText(/didn't open/)).toBeNull()
    await show()
    expect(await within(sheet).findByText('Waiting for Rainbow. Approve in the app')).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Open Rainbow' }))
    expect(links).toEqual([LINK, LINK])
    await act(async () => rainbow.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a rejection shows RETRY; an ended pairing is renewed and RETRY follows the fresh link', async () => {
    const { sheet, links, rainbow, pairing } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Rainbow' }))
    await act(async () => {
      rainbow.reject()
      pairing.endCurrentPairing()
    })
    expect(await within(sheet).findByText('The request to Rainbow was declined or expired')).toBeTruthy()
    await waitFor(() => expect(pairing.pairingsPrepared).toBe(2))
    fireEvent.click(within(sheet).getByRole('button', { name: 'RETRY' }))
    expect(links.at(-1)).toBe(`rainbow://wc?uri=${encodeURIComponent('wc:pairing#2')}`)
  })

  test('behavior: signing in with a WalletConnect wallet on a phone offers "Open Rainbow to confirm": its own link', async () => {
    const { sheet, rainbow } = await openSheet({ siwe: true })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Rainbow' }))
    await act(async () => rainbow.approve())
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    expect(within(verify).queryByRole('link', { name: 'Open Rainbow to confirm' })).toBeNull()
    const sign = rainbow.holdNext('signMessage')
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    const link = await within(verify).findByRole('link', { name: 'Open Rainbow to confirm' })
    expect(link.getAttribute('href')).toBe('rainbow://wc')
    sign()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Rainbow to confirm' })).toBeNull())
  })
})
