// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { loadChainLibrary } from '../../../src/app/chainLibrary'
import { StudioPage } from '../../../src/ui/pages/StudioPage'
import { createPagesHarness, disposePages, renderAt, VISITOR, type PagesHarness } from './pagesHarness'

const loadChecksumAddress = async () => (await loadChainLibrary('viem')).loadChecksumAddress()

afterEach(() => {
  cleanup()
  disposePages()
})

const HASH = `0x${'2'.repeat(64)}` as const

function renderStudio(h: PagesHarness) {
  renderAt(
    '/studio',
    <Switch>
      <Route path="/studio">
        <StudioPage />
      </Route>
    </Switch>,
    h.services,
  )
}

describe('StudioPage', () => {
  test('default: while the session is checked it says so', () => {
    renderStudio(createPagesHarness())
    expect(screen.getByRole('status').textContent).toBe('Checking whether you are signed in…')
    expect(document.title).toBe('Studio · Creators Studio')
  })

  test('behavior: signed out, it explains and "Sign in with your wallet" opens the wallet list', async () => {
    const h = createPagesHarness()
    await h.auth.start()
    renderStudio(h)
    expect(screen.getByRole('heading', { name: 'Sign in to open your studio' })).toBeTruthy()
    expect(screen.getByText(/where a creator edits their public page/).textContent).toMatch(
      /reads the notes supporters left and hides any of them, and sees what they received/,
    )
    expect(screen.queryByRole('region', { name: 'Your transactions' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  })

  test('behavior: connected but not signed in, the button opens "Verify your account"; signing opens the studio', async () => {
    const h = createPagesHarness()
    await h.connect()
    renderStudio(h)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your wallet' }))
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    const session = await screen.findByRole('region', { name: 'Your session' })
    expect(within(session).getByText(VISITOR)).toBeTruthy()
    expect(within(session).getByText('Ethereum (chain id 1)')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test("behavior: signed in, the session and every transaction of the session's account and chain, live", async () => {
    const h = createPagesHarness()
    await h.connect({ signedIn: true })
    renderStudio(h)
    const txs = await screen.findByRole('region', { name: 'Your transactions' })
    expect(within(txs).getByText(/Nothing sent from this account yet/)).toBeTruthy()
    h.transactions.add(VISITOR, 1, { hash: HASH, description: 'Support 0.5 ETH to 0x70…79C8' })
    h.transactions.add(VISITOR, 5, { hash: `0x${'3'.repeat(64)}`, description: 'On Goerli' })
    expect(await within(txs).findByText('Support 0.5 ETH to 0x70…79C8')).toBeTruthy()
    expect(within(txs).getByText('Pending')).toBeTruthy()
    expect(within(txs).queryByText('On Goerli')).toBeNull()
    h.reader.receipts.set(HASH, { status: 'reverted', blockNumber: 101n })
    expect(await within(txs).findByText('Failed')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Your session' }))
        .getByRole('link', { name: 'Your creator page' })
        .getAttribute('href'),
    ).toBe(`/creators/${VISITOR}`)
  })

  test('behavior: a session address in lower case is shown checksummed (EIP-55)', async () => {
    const h = createPagesHarness()
    h.services.checksumAddress = loadChecksumAddress
    await h.connect({ signedIn: true, address: VISITOR.toLowerCase() as typeof VISITOR })
    renderStudio(h)
    const session = await screen.findByRole('region', { name: 'Your session' })
    expect(await within(session).findByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeTruthy()
  })

  test('parameters: sign-in off: the studio says it is not available', () => {
    renderStudio(createPagesHarness({ siwe: false }))
    expect(screen.getByText('Sign-in is turned off on this site, so the studio is not available.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
