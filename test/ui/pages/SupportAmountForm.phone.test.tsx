// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { WalletAppLink } from '../../../src/domain/wallets/walletAppLink'
import { setNarrow } from '../connect/connectHarness'
import { CREATOR, createPagesHarness, disposePages, VISITOR } from './pagesHarness'
import { renderCreatorAt } from './creatorPageHarness'

let restore: () => void
beforeEach(() => {
  restore = setNarrow(true)
})
afterEach(() => {
  cleanup()
  disposePages()
  restore()
})

const RAINBOW_LINK = { mobileLink: (uri: string) => `rainbow://wc?uri=${encodeURIComponent(uri)}` }
const support = () => screen.getByRole('region', { name: /^Support / })

async function sendingFromPhone(walletOption = {}, appLink?: WalletAppLink) {
  const h = createPagesHarness({ walletOption })
  // The app link the wallet's WalletConnect session gives of itself (its peer metadata), read once connected.
  if (appLink) Object.assign(h.wallet, { appLink: () => appLink })
  h.reader.setBalance(1, VISITOR, 10n ** 18n)
  await h.connect()
  renderCreatorAt(`/creators/${CREATOR}`, h.services)
  const input = await within(support()).findByRole('textbox', { name: 'Amount (ETH)' })
  await userEvent.type(input, '0.1')
  const send = h.wallet.holdNext('sendTransaction')
  await userEvent.click(within(support()).getByRole('button', { name: 'Send support' }))
  await within(support()).findByRole('button', { name: 'Confirm in Wallet' })
  return { h, send }
}

describe('SupportAmountForm on a phone', () => {
  test('behavior: a support waiting in a WalletConnect wallet offers "Open Fake Wallet to confirm": its own link, gone once sent', async () => {
    const { send } = await sendingFromPhone(RAINBOW_LINK)
    const link = within(support()).getByRole('link', { name: 'Open Fake Wallet to confirm' })
    expect(link.getAttribute('href')).toBe('rainbow://wc')
    send()
    expect(await within(support()).findByText(/Thank you! You sent 0.1 ETH./)).toBeTruthy()
    expect(within(support()).queryByRole('link', { name: /to confirm/ })).toBeNull()
  })

  test("behavior: on Android (the option's link is the pairing uri itself) the app link of the wallet's session is offered", async () => {
    const { send } = await sendingFromPhone(
      { mobileLink: (uri: string) => uri },
      { name: 'Rainbow', href: 'https://rnbwapp.com/' },
    )
    const link = within(support()).getByRole('link', { name: 'Open Rainbow to confirm' })
    expect(link.getAttribute('href')).toBe('https://rnbwapp.com/')
    send()
    expect(await within(support()).findByText(/Thank you! You sent 0.1 ETH./)).toBeTruthy()
    expect(within(support()).queryByRole('link', { name: /to confirm/ })).toBeNull()
  })

  test('behavior: a wallet without an app link (an injected one, or Android where the link is the pairing uri) has none', async () => {
    const { send } = await sendingFromPhone()
    expect(within(support()).queryByRole('link', { name: /to confirm/ })).toBeNull()
    send()
    await waitFor(() => expect(within(support()).queryByRole('button', { name: 'Confirm in Wallet' })).toBeNull())
  })
})
