// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MobileWalletRow } from '../../../src/ui/connect/MobileWalletRow'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option, renderWith, setNarrow, SHORT_ADDRESS } from './connectHarness'

let restore: () => void
beforeEach(() => {
  restore = setNarrow(true)
})
afterEach(() => {
  cleanup()
  restore()
})

const phoneWallet = (id: string, name: string) =>
  option(id, name, { ready: false, downloadUrls: { ios: `https://apps.example/${id}`, android: `https://play.example/${id}` } })

async function openSheet(recent: string[] = []) {
  const wallets = [new FakeWallet('injected', 'Browser Wallet'), new FakeWallet('rainbow', 'Rainbow')]
  const options = [
    option('injected', 'Browser Wallet'),
    option('rainbow', 'Rainbow', { shortName: 'Rainbow' }),
    phoneWallet('a', 'Alpha Wallet'),
    phoneWallet('b', 'Beta Wallet'),
    phoneWallet('c', 'Gamma Wallet'),
    phoneWallet('d', 'Delta Wallet'),
  ]
  const h = createHarness({ options, wallets, recent })
  renderWith(<WalletWidget />, h.services)
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return { h, sheet: await screen.findByRole('dialog', { name: 'Connect a Wallet' }), wallets }
}

describe('MobileConnect', () => {
  test('default: the row of ready wallets with the "Recent" tag, and the "What is a Wallet?" explainer', async () => {
    const { sheet } = await openSheet(['rainbow'])
    const row = within(sheet).getAllByRole('listitem').map((li) => li.textContent)
    expect(row).toEqual(['RainbowRecent', 'Browser Wallet'])
    expect(within(sheet).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(within(sheet).getByRole('button', { name: 'Get a Wallet' })).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('https://learn.example/wallets')
  })

  test('behavior: "Get a Wallet" lists up to 3 wallets with a GET link each, and comes back', async () => {
    const { sheet } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Get a Wallet' }))
    const get = await screen.findByRole('dialog', { name: 'Get a Wallet' })
    const links = within(get).getAllByRole('link', { name: /^Get / })
    expect(links.map((a) => [a.getAttribute('aria-label'), a.textContent, a.getAttribute('target')])).toEqual([
      ['Get Alpha Wallet', 'GET', '_blank'],
      ['Get Beta Wallet', 'GET', '_blank'],
      ['Get Gamma Wallet', 'GET', '_blank'],
    ])
    expect(within(get).getByText("Not what you're looking for?")).toBeTruthy()
    await userEvent.click(within(get).getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  })

  test('behavior: a tap connects; a rejection offers RETRY; the approval closes the sheet', async () => {
    const { sheet, wallets } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Browser Wallet' }))
    expect(await within(sheet).findByText('Opening Browser Wallet...')).toBeTruthy()
    await act(async () => wallets[0]!.reject())
    await userEvent.click(await within(sheet).findByRole('button', { name: 'RETRY' }))
    await act(async () => wallets[0]!.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })
})

describe('MobileWalletRow', () => {
  test('parameters: a wallet that is not ready is marked "(unsupported)" and cannot be tapped', () => {
    const h = createHarness({ options: [], wallets: [] })
    renderWith(<MobileWalletRow wallets={[option('x', 'Old Wallet', { ready: false })]} />, h.services)
    const button = screen.getByRole('button', { name: 'Old Wallet (unsupported)' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })
})
