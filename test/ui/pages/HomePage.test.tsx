// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { loadChainLibrary } from '../../../src/app/chainLibrary'
import { HomePage } from '../../../src/ui/pages/HomePage'
import { createPagesHarness, disposePages, renderAt, VISITOR } from './pagesHarness'

const loadChecksumAddress = async () => (await loadChainLibrary('viem')).loadChecksumAddress()

afterEach(() => {
  cleanup()
  disposePages()
})

function renderHome(h = createPagesHarness()) {
  renderAt(
    '/',
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/creators/:addressOrName">
        <p>creator page</p>
      </Route>
    </Switch>,
    h.services,
  )
  return h
}

const location = () => screen.getByTestId('location').textContent

describe('HomePage', () => {
  test('default: says what Creators Studio is and asks to connect for the account summary', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Support creators straight from your wallet' })).toBeTruthy()
    expect(screen.getByText(/gives every creator a page at their Ethereum address or ENS name/)).toBeTruthy()
    const account = screen.getByRole('region', { name: 'Your account' })
    expect(within(account).getByText(/Connect your wallet with the “Connect Wallet” button/)).toBeTruthy()
    expect(document.title).toBe('Creators Studio')
  })

  test("behavior: once connected, the visitor's address, ENS name and balance", async () => {
    const h = createPagesHarness()
    h.reader.names.set(VISITOR.toLowerCase(), 'visitor.eth')
    h.reader.setBalance(1, VISITOR, 1_500_000_000_000_000_000n)
    await h.connect()
    renderHome(h)
    const account = screen.getByRole('region', { name: 'Your account' })
    expect(within(account).getByText(VISITOR)).toBeTruthy()
    expect(await within(account).findByText('visitor.eth')).toBeTruthy()
    expect(await within(account).findByText('1.5 ETH on Ethereum')).toBeTruthy()
    expect(within(account).getByRole('link', { name: 'Your creator page' }).getAttribute('href')).toBe(
      `/creators/${VISITOR}`,
    )
  })

  test('behavior: an address the wallet reports in lower case is shown checksummed (EIP-55)', async () => {
    const h = createPagesHarness()
    h.services.checksumAddress = loadChecksumAddress
    await h.connect({ address: VISITOR.toLowerCase() as typeof VISITOR })
    renderHome(h)
    const account = screen.getByRole('region', { name: 'Your account' })
    const shown = await within(account).findByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(shown.getAttribute('title')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(within(account).queryByText(VISITOR.toLowerCase())).toBeNull()
  })

  test('behavior: a wallet on an unsupported network shows it instead of a balance', async () => {
    const h = createPagesHarness({ chainId: 10 })
    await h.connect()
    renderHome(h)
    expect(screen.getByText('Wrong network: switch to a supported network to see your balance')).toBeTruthy()
  })

  test('behavior: "Find a creator" refuses garbage on the spot and opens a valid name', async () => {
    renderHome()
    const input = screen.getByRole('textbox', { name: 'Find a creator' })
    await userEvent.type(input, 'not a name')
    await userEvent.click(screen.getByRole('button', { name: 'Open page' }))
    expect(screen.getByRole('alert').textContent).toBe('This is not a valid address or ENS name.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(location()).toBe('/')
    await userEvent.clear(input)
    await userEvent.type(input, 'Creator.eth{Enter}')
    expect(await screen.findByText('creator page')).toBeTruthy()
    expect(location()).toBe('/creators/creator.eth')
  })
})
