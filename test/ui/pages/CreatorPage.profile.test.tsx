// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Switch } from 'wouter'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address } from '../../../src/domain/shared/hex'
import { CreatorPage } from '../../../src/ui/pages/CreatorPage'
import { MemoryCreatorsApi } from '../../support/memoryCreatorsApi'
import { CREATOR, createPagesHarness, disposePages, renderAt, VISITOR, type PagesHarness } from './pagesHarness'
import { renderCreatorAt } from './creatorPageHarness'
import { failures } from '../../../src/ui/i18n/en/failures'

afterEach(() => {
  cleanup()
  disposePages()
})

const HASH = `0x${'1'.repeat(64)}` as const
const PROFILE: CreatorProfile = {
  displayName: 'Ada <b>Lovelace</b>',
  bio: 'I write about engines.\n<img src=x onerror=alert(1)>',
  links: [{ label: 'Blog', url: 'https://ada.example/' }],
  accentColor: '#aa3300',
  suggestedAmounts: { ETH: ['0.01', '0.05'] },
  thankYou: 'Thank you, <i>truly</i>!',
}

/** The creator page of CREATOR with a creators API; connected as VISITOR (signed in or not) with 2 ETH when asked. */
async function open({ connect, signedIn = false }: { connect?: boolean; signedIn?: boolean } = {}) {
  const h: PagesHarness = createPagesHarness()
  const api = new MemoryCreatorsApi({ symbols: { 5: 'GOR' } })
  h.services.creatorsApi = async () => api
  h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
  if (connect) await h.connect({ signedIn })
  const render = () => renderCreatorAt(`/creators/${CREATOR}`, h.services)
  return { h, api, render }
}

const support = () => screen.getByRole('region', { name: /^Support / })
const wall = () => screen.getByRole('region', { name: 'Supporters' })

/** Types `amount` and `note` and sends; the wallet answers HASH. */
async function sendWithNote(amount: string, note: string) {
  const form = within(support())
  await userEvent.type(await form.findByRole('textbox', { name: 'Amount (ETH)' }), amount)
  if (note) await userEvent.type(form.getByRole('textbox', { name: 'Note (optional)' }), note)
  await userEvent.click(form.getByRole('button', { name: 'Send support' }))
  await form.findByText(`Thank you! You sent ${amount} ETH.`, { exact: false })
}

describe('CreatorPage with a profile', () => {
  test('default: display name above the address, bio, links, accent; everything typed is text', async () => {
    const { api, render } = await open()
    api.setProfile(CREATOR, PROFILE)
    render()
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Ada <b>Lovelace</b>' })
    const card = h1.closest('section')!
    expect(card.querySelector('b, img, i')).toBeNull()
    expect(card.className).toContain('cs-creator-accent')
    expect(card.getAttribute('style')).toContain('--cs-creator-accent: #aa3300')
    expect(within(card).getByText(CREATOR)).toBeTruthy()
    expect(within(card).getByText(/I write about engines\./).textContent).toBe(PROFILE.bio)
    const link = within(card).getByRole('link', { name: 'Blog' })
    expect([link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')]).toEqual([
      'https://ada.example/',
      'noopener noreferrer ugc',
      '_blank',
    ])
    expect(screen.getByRole('region', { name: 'Support Ada <b>Lovelace</b>' })).toBeTruthy()
    expect(document.title).toBe('Ada <b>Lovelace</b> · Creators Studio')
  })

  test('behavior: a creator found by ENS name: the name sits under the display name', async () => {
    const { h, api, render } = await open()
    h.reader.names.set(CREATOR.toLowerCase(), 'ada.eth')
    api.setProfile(CREATOR, PROFILE)
    render()
    await screen.findByRole('heading', { level: 1, name: PROFILE.displayName })
    expect(await screen.findByText('ada.eth')).toBeTruthy()
  })

  test('behavior: without a profile the page is as before', async () => {
    const { render } = await open()
    render()
    await within(wall()).findByText(/No supporters yet/)
    expect(screen.getByRole('heading', { level: 1, name: '0x70…79C8' }).closest('section')?.className).toBe(
      'cs-card cs-profile',
    )
  })

  test('behavior: a profile that fails to load leaves the page and offers a retry', async () => {
    const { api, render } = await open()
    api.setProfile(CREATOR, PROFILE)
    api.failing.getProfile = new BaseError('The creators API did not answer in time', { code: 'timeout' })
    render()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByText(/This creator's profile could not be loaded\./)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '0x70…79C8' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect a wallet to support' })).toBeTruthy()
    delete api.failing.getProfile
    await userEvent.click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: PROFILE.displayName })).toBeTruthy()
  })

  test('behavior: a profile that never answers leaves the page as it is without one', async () => {
    const { api, render } = await open({ connect: true })
    api.setProfile(CREATOR, PROFILE)
    api.hanging.add('getProfile')
    render()
    expect(await within(support()).findByRole('textbox', { name: 'Amount (ETH)' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '0x70…79C8' })).toBeTruthy()
    expect(within(support()).queryByRole('group', { name: 'Suggested amounts' })).toBeNull()
    expect(await within(wall()).findByText(/No supporters yet/)).toBeTruthy()
  })

  test('behavior: the suggested amounts fill the amount field in one click', async () => {
    const { api, render } = await open({ connect: true, signedIn: true })
    api.setProfile(CREATOR, PROFILE)
    render()
    const form = within(support())
    const choices = await form.findByRole('group', { name: 'Suggested amounts' })
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0.01 ETH', '0.05 ETH'])
    await userEvent.click(within(choices).getByRole('button', { name: '0.05 ETH' }))
    expect((form.getByRole('textbox', { name: 'Amount (ETH)' }) as HTMLInputElement).value).toBe('0.05')
    expect(form.getByRole('button', { name: '0.05 ETH' }).getAttribute('aria-pressed')).toBe('true')
    expect(form.getByRole('button', { name: '0.01 ETH' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?amount=0.05`)
  })

  test('behavior: the one-click amounts are those of the chosen currency: USDC shows the USDC suggestions', async () => {
    const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const { h, api, render } = await open({ connect: true, signedIn: true })
    h.services.supportTokens = [{ chainId: 1, address: USDC, symbol: 'USDC', decimals: 6 }]
    h.reader.setTokenBalance(1, USDC, VISITOR, 7_500_000n, 6, 'USDC')
    api.setProfile(CREATOR, { ...PROFILE, suggestedAmounts: { ETH: ['0.01'], USDC: ['5', '10'] } })
    render()
    const form = within(support())
    const offered = async () =>
      within(await form.findByRole('group', { name: 'Suggested amounts' }))
        .getAllByRole('button')
        .map((b) => b.textContent)
    expect(await offered()).toEqual(['0.01 ETH'])
    await userEvent.click(form.getByRole('radio', { name: 'USDC' }))
    expect(await offered()).toEqual(['5 USDC', '10 USDC'])
    await userEvent.click(form.getByRole('button', { name: '5 USDC' }))
    expect((form.getByRole('textbox', { name: 'Amount (USDC)' }) as HTMLInputElement).value).toBe('5')
    // A creator with no suggestion in the chosen currency offers none.
    cleanup()
    api.setProfile(CREATOR, { ...PROFILE, suggestedAmounts: { ETH: ['0.01'] } })
    render()
    await within(support()).findByRole('button', { name: '0.01 ETH' })
    await userEvent.click(within(support()).getByRole('radio', { name: 'USDC' }))
    expect(within(support()).getByRole('textbox', { name: 'Amount (USDC)' })).toBeTruthy()
    expect(within(support()).queryByRole('group', { name: 'Suggested amounts' })).toBeNull()
  })

  test('behavior: the note is counted and checked before the wallet is asked', async () => {
    const { h, render } = await open({ connect: true, signedIn: true })
    render()
    const form = within(support())
    const note = await form.findByRole('textbox', { name: 'Note (optional)' })
    await userEvent.type(note, '🙏 thanks')
    expect(form.getByText(/^8\/140 characters/)).toBeTruthy()
    await userEvent.clear(note)
    await userEvent.click(note)
    await userEvent.paste('a'.repeat(141))
    await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1')
    await userEvent.click(form.getByRole('button', { name: 'Send support' }))
    expect(form.getByRole('alert').textContent).toBe('Note must be at most 140 characters')
    expect(h.sent).toEqual([])
  })
})

describe('CreatorPage support notes', () => {
  test('default: signed in, the note is recorded once the transaction confirms, and shows on the wall', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    api.setProfile(CREATOR, PROFILE)
    render()
    await within(wall()).findByText(/No supporters yet/)
    await sendWithNote('0.5', 'For the <engines>')
    const form = within(support())
    // The thank-you and the recorder's first state render once the send's outcome is in, a render after the
    // "Thank you! You sent" line at the soonest.
    const thanks = await form.findByText('Thank you, <i>truly</i>!')
    expect(thanks.closest('figure')?.textContent).toBe('Thank you, <i>truly</i>!Ada <b>Lovelace</b>')
    expect(
      await form.findByText('Your note goes on the Supporters wall once the transaction is confirmed.'),
    ).toBeTruthy()
    expect(api.claims).toEqual([])
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
    expect(api.claims).toEqual([{ creator: CREATOR, claim: { chainId: 1, txHash: HASH, note: 'For the <engines>' } }])
    // The thank-you links to the support's receipt once its note is recorded.
    expect(form.getByRole('link', { name: 'View your receipt' }).getAttribute('href')).toBe(
      `/creators/${CREATOR}/supports/1/${HASH}`,
    )
    const item = await within(wall()).findByText('For the <engines>')
    expect(item.closest('li')?.textContent).toMatch(/^0xf3…2266 sent 0\.5 ETH on Ethereum/)
    expect((form.getByRole('textbox', { name: 'Note (optional)' }) as HTMLInputElement).value).toBe('')
  })

  test('behavior: tx-pending is asked again; already-recorded counts as recorded', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    api.recordErrors.push(
      new BaseError('The transaction is not mined yet', { code: 'tx-pending' }),
      new BaseError('A note was already recorded for this transaction', { code: 'already-recorded' }),
    )
    render()
    await sendWithNote('0.5', 'Hi')
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    await within(support()).findByText('Adding your note to the Supporters wall…')
    expect(
      await within(support()).findByText('Your note is on the Supporters wall.', undefined, { timeout: 4000 }),
    ).toBeTruthy()
    expect(api.claims).toHaveLength(2)
  })

  test('behavior: a refusal shows its message and Try again', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    api.recordErrors.push(
      new BaseError('The transaction was not sent by the signed-in account', {
        code: 'tx-mismatch',
        params: { reason: 'another-sender' },
      }),
    )
    render()
    await sendWithNote('0.5', 'Hi')
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    const form = within(support())
    expect((await form.findByRole('alert')).textContent).toBe(
      `${failures['errors.action.record-note']}: ${failures['errors.tx-mismatch.another-sender']}`,
    )
    await userEvent.click(form.getByRole('button', { name: 'Try again' }))
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
  })

  test('behavior: a session that ended on the server is said, and signing in again from the note records it', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    api.recordErrors.push(new BaseError('No live session', { code: 'unauthenticated' }))
    render()
    await sendWithNote('0.5', 'Hi')
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    const form = within(support())
    expect((await form.findByRole('alert')).textContent).toBe(
      'Your note could not be recorded: your session ended. Sign in again to leave your note.',
    )
    await userEvent.click(form.getByRole('button', { name: 'Sign in again and leave your note' }))
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
    expect(api.claims.map((c) => c.claim.note)).toEqual(['Hi', 'Hi'])
  })

  test('behavior: not signed in, a supporter with a note is offered to sign in, and the note is recorded after', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: false })
    render()
    await sendWithNote('0.5', 'Hello')
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    const form = within(support())
    await userEvent.click(await form.findByRole('button', { name: 'Sign in to leave your note' }))
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    expect(api.claims).toEqual([])
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
    expect(api.claims.map((c) => c.claim.note)).toEqual(['Hello'])
  })

  test('behavior: not signed in without a note: nothing is asked, nothing recorded', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: false })
    render()
    await sendWithNote('0.5', '')
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    await within(support()).findByText('Confirmed')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(support()).queryByRole('button', { name: 'Sign in to leave your note' })).toBeNull()
    expect(api.claims).toEqual([])
  })
})

describe('SupportersWall', () => {
  test('default: newest first, amount with the chain symbol, date, note as text; Show more loads the next page', async () => {
    const { api, render } = await open()
    api.pageSize = 2
    api.addNote(CREATOR, { txHash: `0x${'a'.repeat(64)}`, note: 'oldest', amount: '10000000000000000' })
    api.addNote(CREATOR, { txHash: `0x${'b'.repeat(64)}`, note: '', chainId: 5, amount: '2500000000000000000' })
    api.addNote(CREATOR, { txHash: `0x${'c'.repeat(64)}`, note: '<script>x</script>', hidden: true })
    api.addNote(CREATOR, { txHash: `0x${'d'.repeat(64)}`, note: '<b>newest</b>', createdAt: Date.UTC(2026, 0, 2, 12) })
    render()
    const list = await within(wall()).findByRole('list')
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(items()).toEqual(['0xf3…2266 sent 0.5 ETH on EthereumJan 2, 2026<b>newest</b>'])
    expect(list.querySelector('b, script')).toBeNull()
    await userEvent.click(within(wall()).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(items().slice(1)).toEqual([
      '0xf3…2266 sent 2.5 GOR on GoerliNov 27, 2026',
      '0xf3…2266 sent 0.01 ETH on EthereumNov 27, 2026oldest',
    ])
    expect(within(wall()).queryByRole('button', { name: 'Show more' })).toBeNull()
    // The button went with the last page: focus is on the first note it loaded, not lost to the page.
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[1])
  })

  test('behavior: a wall that fails to load says so and retries', async () => {
    const { api, render } = await open()
    api.failing.listSupports = new BaseError('The creators API answered something unexpected', { code: 'bad-response' })
    render()
    expect((await within(wall()).findByRole('alert')).textContent).toBe('The supporters could not be loaded.')
    delete api.failing.listSupports
    await userEvent.click(within(wall()).getByRole('button', { name: 'Try again' }))
    expect(await within(wall()).findByText(/No supporters yet/)).toBeTruthy()
  })

  test('behavior: without a creators API (sign-in off) there is no wall and no note', async () => {
    const h = createPagesHarness()
    await h.connect()
    renderCreatorAt(`/creators/${CREATOR}`, h.services)
    await within(support()).findByRole('textbox', { name: 'Amount (ETH)' })
    expect(screen.queryByRole('region', { name: 'Supporters' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Note (optional)' })).toBeNull()
  })
})

describe('CreatorPage: moving to another creator', () => {
  const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

  test('behavior: the support sent to one creator is not shown on the next creator page, with their thank-you', async () => {
    const { h, api } = await open({ connect: true, signedIn: true })
    api.setProfile(CREATOR, PROFILE)
    api.setProfile(OTHER, { ...PROFILE, displayName: 'Grace', thankYou: 'Thanks from Grace' })
    renderAt(
      `/creators/${CREATOR}`,
      <>
        <Link to={`/creators/${OTHER}`}>Grace's page</Link>
        <Switch>
          <Route path="/creators/:addressOrName">
            <CreatorPage />
          </Route>
        </Switch>
      </>,
      h.services,
    )
    await screen.findByRole('heading', { level: 1, name: PROFILE.displayName })
    await sendWithNote('0.5', 'For Ada')
    await userEvent.click(screen.getByRole('link', { name: "Grace's page" }))
    await screen.findByRole('heading', { level: 1, name: 'Grace' })
    const form = within(screen.getByRole('region', { name: 'Support Grace' }))
    expect(await form.findByRole('textbox', { name: 'Amount (ETH)' })).toBeTruthy()
    expect(form.queryByText(/Thank you! You sent/)).toBeNull()
    expect(form.queryByText('Thanks from Grace')).toBeNull()
    expect(form.queryByText(/Your note goes on the Supporters wall/)).toBeNull()
    expect((form.getByRole('textbox', { name: 'Note (optional)' }) as HTMLInputElement).value).toBe('')
  })
})

describe('CreatorPage: two supports in a row', () => {
  test("behavior: a second support sent before the first confirms does not drop the first one's note", async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    const FIRST = `0x${'e'.repeat(64)}` as const
    const SECOND = `0x${'f'.repeat(64)}` as const
    const hashes = [FIRST, SECOND]
    h.wallet.sendTransaction = async () => hashes.shift()!
    render()
    const form = within(support())
    await userEvent.type(await form.findByRole('textbox', { name: 'Amount (ETH)' }), '0.5')
    await userEvent.type(form.getByRole('textbox', { name: 'Note (optional)' }), 'first')
    await userEvent.click(form.getByRole('button', { name: 'Send support' }))
    await form.findByText('Your note goes on the Supporters wall once the transaction is confirmed.')
    await userEvent.type(form.getByRole('textbox', { name: 'Note (optional)' }), 'second')
    await userEvent.click(form.getByRole('button', { name: 'Send support' }))
    await waitFor(() => expect(hashes).toEqual([]))
    h.reader.receipts.set(FIRST, { status: 'success', blockNumber: 101n })
    h.reader.receipts.set(SECOND, { status: 'success', blockNumber: 102n })
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
    await waitFor(() => expect(api.claims.map((c) => c.claim.note).sort()).toEqual(['first', 'second']))
  })
})

describe('CreatorPage: the wallet moves to another network after a support', () => {
  test('behavior: the sent support keeps its own network: its symbol, its status and its note', async () => {
    const { h, api, render } = await open({ connect: true, signedIn: true })
    render()
    await sendWithNote('0.5', 'On mainnet')
    const form = within(support())
    act(() => h.wallet.changeChain(5))
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Amount (GOR)' })).toBeTruthy())
    expect(form.getByText(/Thank you! You sent/).textContent).toMatch(/^Thank you! You sent 0\.5 ETH\. Status: Pending/)
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    expect(await form.findByText('Confirmed')).toBeTruthy()
    expect(await form.findByText('Your note is on the Supporters wall.')).toBeTruthy()
    expect(api.claims.map((c) => c.claim)).toEqual([{ chainId: 1, txHash: HASH, note: 'On mainnet' }])
  })
})
