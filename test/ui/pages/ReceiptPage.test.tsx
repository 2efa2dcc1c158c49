// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { ReceiptPage } from '../../../src/ui/pages/ReceiptPage'
import { MemoryCreatorsApi } from '../../support/memoryCreatorsApi'
import { CREATOR, createPagesHarness, disposePages, renderAt, VISITOR } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
  vi.unstubAllGlobals()
})

const HASH = `0x${'ab'.repeat(32)}` as Hash
const PATH = `/creators/${CREATOR}/supports/1/${HASH}`
const DATE = Date.UTC(2026, 10, 27, 12)

/** The receipt page at `path`, over a creators API holding one note of CREATOR's (hidden when asked). */
async function open({
  path = PATH,
  hidden = false,
  as,
}: {
  path?: string
  hidden?: boolean
  as?: Address | undefined
} = {}) {
  const h = createPagesHarness()
  const api = new MemoryCreatorsApi()
  api.addNote(CREATOR, { chainId: 1, txHash: HASH, note: 'For the <engines>', createdAt: DATE, hidden })
  h.services.creatorsApi = async () => api
  if (as) {
    await h.connect({ signedIn: true, address: as })
    api.viewer = as
  }
  renderAt(
    path,
    <Switch>
      <Route path="/creators/:address/supports/:chainId/:txHash">
        <ReceiptPage />
      </Route>
    </Switch>,
    h.services,
  )
  return { h, api }
}

const receipt = () => screen.findByRole('region', { name: /to / })
const fact = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('ReceiptPage', () => {
  test('default: the creator, the supporter by ENS name, amount, network, date, note, explorer link', async () => {
    const { h, api } = await open()
    api.setProfile(CREATOR, {
      displayName: 'Ada',
      bio: '',
      links: [],
      accentColor: '#6d28d9',
      suggestedAmounts: {},
      thankYou: '',
    })
    h.reader.names.set(VISITOR.toLowerCase(), 'fan.eth')
    const region = await screen.findByRole('region', { name: '0.5 ETH to Ada' })
    await waitFor(() => expect(fact(region, 'Supporter')).toBe('fan.eth'))
    expect(fact(region, 'Creator')).toBe('Ada')
    expect(within(region).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe(`/creators/${CREATOR}`)
    expect(fact(region, 'Amount')).toBe('0.5 ETH')
    expect(fact(region, 'Network')).toBe('Ethereum')
    expect(within(region).getByText(/2026/, { selector: 'time' }).getAttribute('datetime')).toBe(
      new Date(DATE).toISOString(),
    )
    expect(fact(region, 'Note')).toBe('For the <engines>')
    expect(region.querySelector('engines')).toBeNull()
    const explorer = within(region).getByRole('link', { name: 'View the transaction on Etherscan' })
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`)
    expect(document.title).toBe('Receipt · Creators Studio')
  })

  test('behavior: without a name or a profile, the supporter and creator are short addresses', async () => {
    await open()
    const region = await screen.findByRole('region', { name: '0.5 ETH to 0x70…79C8' })
    expect(fact(region, 'Supporter')).toBe('0xf3…2266')
  })

  test('behavior: a hidden note shows the amount alone to a visitor and to another signed-in account', async () => {
    for (const as of [undefined, VISITOR]) {
      await open({ hidden: true, as })
      const region = await receipt()
      expect(fact(region, 'Amount')).toBe('0.5 ETH')
      expect(within(region).queryByText('Note', { selector: 'dt' })).toBeNull()
      expect(within(region).queryByText(/For the/)).toBeNull()
      cleanup()
      disposePages()
    }
  })

  test('behavior: the signed-in creator sees their hidden note, marked', async () => {
    await open({ hidden: true, as: CREATOR })
    const region = await receipt()
    await waitFor(() => expect(within(region).getByText('For the <engines>')).toBeTruthy())
    expect(within(region).getByText('Hidden: visitors see the amount only.')).toBeTruthy()
  })

  test('behavior: an unknown receipt and a malformed path are not found, with a way to the creator', async () => {
    await open({ path: `/creators/${CREATOR}/supports/1/0x${'cd'.repeat(32)}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('There is no receipt for this transaction.')
    expect(screen.getByRole('link', { name: 'Go to the creator page' }).getAttribute('href')).toBe(
      `/creators/${CREATOR}`,
    )
    cleanup()
    disposePages()
    await open({ path: `/creators/${CREATOR}/supports/0/${HASH}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy()
  })

  test('behavior: a failed load offers a retry, which shows the receipt', async () => {
    const h = createPagesHarness()
    const api = new MemoryCreatorsApi()
    api.addNote(CREATOR, { chainId: 1, txHash: HASH, createdAt: DATE })
    api.failing.getSupport = new BaseError('The creators API did not answer in time', { code: 'timeout' })
    h.services.creatorsApi = async () => api
    renderAt(
      PATH,
      <Route path="/creators/:address/supports/:chainId/:txHash">
        <ReceiptPage />
      </Route>,
      h.services,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('The receipt could not be loaded.')
    delete api.failing.getSupport
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await receipt()).toBeTruthy()
  })

  test('behavior: Share opens the browser share sheet with the receipt link where the browser has one', async () => {
    const share = vi.fn(async (_data: ShareData) => {})
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }))
    const { h } = await open()
    const region = await receipt()
    expect(within(region).queryByRole('button', { name: 'Copy link' })).toBeNull()
    await userEvent.click(within(region).getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({
      title: '0.5 ETH to 0x70…79C8 on Creators Studio',
      url: `${window.location.origin}${PATH}`,
    })
    expect(h.clipboard.written).toEqual([])
  })

  test('behavior: without the share sheet, Copy link copies the receipt link and says Copied', async () => {
    const { h } = await open()
    const region = await receipt()
    expect(within(region).queryByRole('button', { name: 'Share' })).toBeNull()
    await userEvent.click(within(region).getByRole('button', { name: 'Copy link' }))
    expect(await within(region).findByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(h.clipboard.written).toEqual([`${window.location.origin}${PATH}`])
  })
})
