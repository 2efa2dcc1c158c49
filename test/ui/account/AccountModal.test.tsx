// @vitest-environment jsdom
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Hash } from '../../../src/domain/shared/hex'
import { loadChainLibrary } from '../../../src/app/chainLibrary'
import { AccountModal } from '../../../src/ui/account/AccountModal'
import type { UiServices } from '../../../src/ui/servicesContext'
import { ADDRESS, connectedServices, disposeServices, renderWithServices } from '../support/modalHarness'

const loadChecksumAddress = async () => (await loadChainLibrary('viem')).loadChecksumAddress()

afterEach(() => {
  cleanup()
  disposeServices()
  vi.useRealTimers()
})

const EMPTY_TEXT = 'Your transactions will appear here…'
const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`

function Host() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <output>{open ? 'open' : 'closed'}</output>
      <AccountModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}

function show(services: UiServices) {
  renderWithServices(<Host />, services)
  return userEvent.setup()
}

const avatar = () => screen.getByRole('dialog').querySelector('.cs-avatar') as HTMLElement

describe('AccountModal', () => {
  test('default: shortened address names the dialog, generated avatar, balance with symbol, no transactions', async () => {
    const { services } = await connectedServices()
    show(services)
    const dialog = screen.getByRole('dialog', { name: '0xf3…2266' })
    expect(await within(dialog).findByText('1.23 ETH')).toBeTruthy()
    expect(avatar().querySelector('img')).toBeNull()
    expect(avatar().textContent).not.toBe('')
    expect(avatar().hasAttribute('data-pending')).toBe(false)
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Recent Transactions' })).toBeTruthy()
    expect(within(dialog).getByText(EMPTY_TEXT)).toBeTruthy()
    const explorer = within(dialog).getByRole('link', { name: 'View more on Explorer' })
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(explorer.getAttribute('target')).toBe('_blank')
    expect(explorer.getAttribute('rel')).toContain('noopener')
  })

  test('parameters: with an ENS name and avatar they replace the address and the generated avatar', async () => {
    const { services, reader } = await connectedServices()
    reader.names.set(ADDRESS.toLowerCase(), 'creator.eth')
    reader.avatars.set('creator.eth', 'https://example.test/avatar.png')
    show(services)
    expect(await screen.findByRole('dialog', { name: 'creator.eth' })).toBeTruthy()
    await waitFor(() =>
      expect(avatar().querySelector('img')?.getAttribute('src')).toBe('https://example.test/avatar.png'),
    )
  })

  test('parameters: a name over 24 characters is cut with an ellipsis', async () => {
    const { services, reader } = await connectedServices()
    reader.names.set(ADDRESS.toLowerCase(), 'averyveryveryverylongensname.eth')
    show(services)
    expect(await screen.findByRole('dialog', { name: 'averyveryveryverylongens…' })).toBeTruthy()
  })

  test('parameters: a failing balance read leaves the balance out, the rest works', async () => {
    const { services, reader } = await connectedServices()
    reader.failing = true
    show(services)
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText(/ETH$/)).toBeNull()
    expect(screen.getByRole('dialog', { name: '0xf3…2266' })).toBeTruthy()
  })

  test('behavior: a pending transaction shows on the avatar, then Confirmed when its receipt arrives', async () => {
    const { services, transactions, reader } = await connectedServices()
    transactions.add(ADDRESS, 1, { hash: hash(1), description: 'Mint #1' })
    show(services)
    const link = screen.getByRole('link', { name: /Mint #1/ })
    expect(within(link).getByText('Pending')).toBeTruthy()
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hash(1)}`)
    expect(avatar().hasAttribute('data-pending')).toBe(true)
    reader.receipts.set(hash(1), { status: 'success', blockNumber: 100n })
    expect(await within(link).findByText('Confirmed')).toBeTruthy()
    expect(avatar().hasAttribute('data-pending')).toBe(false)
  })

  test('behavior: a reverted transaction shows Failed', async () => {
    const { services, transactions, reader } = await connectedServices()
    reader.receipts.set(hash(7), { status: 'reverted', blockNumber: 100n })
    transactions.add(ADDRESS, 1, { hash: hash(7), description: 'Burn' })
    show(services)
    expect(await screen.findByText('Failed')).toBeTruthy()
  })

  test('behavior: of 5 transactions the 3 most recent are shown; Clear All empties the list', async () => {
    const { services, transactions } = await connectedServices()
    for (let n = 1; n <= 5; n++) transactions.add(ADDRESS, 1, { hash: hash(n), description: `Mint #${n}` })
    const user = show(services)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByText(/^Mint/).textContent)).toEqual(['Mint #5', 'Mint #4', 'Mint #3'])
    await user.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull()
    expect(transactions.getTransactions(ADDRESS, 1)).toEqual([])
  })

  test('behavior: transactions of another chain are not shown', async () => {
    const { services, transactions } = await connectedServices({ chainId: 1 })
    transactions.add(ADDRESS, 5, { hash: hash(1), description: 'On Goerli' })
    show(services)
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy()
  })

  test('parameters: a chain without an explorer has no explorer links', async () => {
    const { services, transactions } = await connectedServices({ chainId: 31337 })
    transactions.add(ADDRESS, 31337, { hash: hash(1), description: 'Local' })
    show(services)
    expect(screen.getByText('Local')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('behavior: Copy Address copies the address and says "Copied!" for 1.5 s', async () => {
    const { services, clipboard } = await connectedServices()
    show(services)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Address' }))
    })
    expect(clipboard.written).toEqual([ADDRESS])
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy()
  })

  test('behavior: Copy Address copies the checksummed address when the wallet reports it in lower case', async () => {
    const { services, clipboard } = await connectedServices({ address: ADDRESS.toLowerCase() as typeof ADDRESS })
    services.checksumAddress = loadChecksumAddress
    show(services)
    const dialog = screen.getByRole('dialog')
    // The title shows the checksummed form once the chain library is here; the copy matches what is shown.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: '0xf3…2266' }).getAttribute('title')).toBe(ADDRESS),
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Address' }))
    })
    expect(clipboard.written).toEqual([ADDRESS])
  })

  test('behavior: Disconnect disconnects the wallet and closes the modal', async () => {
    const { services, wallet } = await connectedServices()
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(wallet.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('closed')
  })

  test('parameters: on an unsupported chain it does not open', async () => {
    const { services } = await connectedServices({ chainId: 10 })
    show(services)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('parameters: without the transaction service it still shows the account', async () => {
    const { services } = await connectedServices()
    show({ ...services, transactions: undefined })
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy()
  })
})
