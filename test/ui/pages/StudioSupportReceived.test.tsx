// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { creatorKeys } from '../../../src/ui/pages/creatorQueries'
import { StudioSupportReceived } from '../../../src/ui/pages/StudioSupportReceived'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { MemoryCreatorsApi } from '../../support/memoryCreatorsApi'

afterEach(cleanup)

const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

/** The section for CREATOR over `api`, in a fresh data cache (returned, to look into). */
function renderReceived(api: MemoryCreatorsApi, more: ReactElement | null = null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const services = { chains: resolveChains({ ids: '1' }) } as unknown as UiServices
  render(
    <QueryClientProvider client={client}>
      <ServicesProvider services={services}>
        <StudioSupportReceived api={async () => api} creator={CREATOR} />
        {more}
      </ServicesProvider>
    </QueryClientProvider>,
  )
  return client
}

const noteRow = (text: string) =>
  screen.getAllByRole('article').find((article) => article.textContent?.includes(text)) as HTMLElement

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('StudioSupportReceived', () => {
  test('behavior: Show more appends the next page and moves focus to the first note it loaded', async () => {
    const api = new MemoryCreatorsApi()
    api.pageSize = 2
    for (let n = 1; n <= 3; n++) api.addNote(CREATOR, { txHash: hash(n), note: `Note ${n}` })
    renderReceived(api)
    const list = await screen.findByRole('list', { name: 'Notes from supporters' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(list).getAllByRole('listitem')[2]?.textContent).toContain('Note 1')
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[2])
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  test('behavior: totals per chain and asset: the network named once, each asset in its own column', async () => {
    const api = new MemoryCreatorsApi()
    const usdc = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const }
    api.addNote(CREATOR, { txHash: hash(1), amount: '10000000000000000' })
    api.addNote(CREATOR, { txHash: hash(2), asset: usdc, amount: '5000000' })
    api.addNote(CREATOR, { txHash: hash(3), asset: usdc, amount: '2500000', hidden: true })
    renderReceived(api)
    const totals = await screen.findByRole('table', { name: 'Total received' })
    expect(
      within(totals)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Network', 'Currency', 'Supports', 'Amount'])
    expect(within(totals).getByRole('row', { name: 'Ethereum ETH 1 0.01' })).toBeTruthy()
    expect(within(totals).getByRole('row', { name: 'USDC 2 7.5' })).toBeTruthy()
    expect(within(totals).getAllByText('Ethereum')).toHaveLength(1)
    const list = await screen.findByRole('list', { name: 'Notes from supporters' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('5 USDC')
  })

  test('behavior: Hide shows at once; a refused PATCH puts the note back as it was and says why', async () => {
    const api = new MemoryCreatorsApi()
    api.addNote(CREATOR, { txHash: hash(1), note: 'Keep going' })
    const client = renderReceived(api)
    const row = await waitFor(() => noteRow('Keep going'))
    const answer = deferred()
    api.held.set('setSupportHidden', answer.promise)
    api.failing.setSupportHidden = new BaseError('unreachable', { code: 'network-error' })
    // The lists read again after the answer never come back: what the row shows is the rollback's alone.
    api.hanging.add('listSupports')
    await userEvent.click(within(row).getByRole('button', { name: 'Hide' }))
    // Before the server answers: marked hidden in every cached list, the button busy.
    expect(await within(row).findByText('Hidden', { exact: true })).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Hiding…' }).getAttribute('aria-disabled')).toBe('true')
    const lists = client.getQueriesData<{ pages: { items: { hidden: boolean }[] }[] }>({
      queryKey: [...creatorKeys.supports(CREATOR), 'list'],
    })
    expect(lists.map(([, data]) => data?.pages[0]?.items[0]?.hidden)).toEqual([true])
    await userEvent.click(within(row).getByRole('button', { name: 'Hiding…' }))
    answer.resolve()
    expect(await within(row).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Could not hide this note/),
    )
    expect(within(row).queryByText('Hidden', { exact: true })).toBeNull()
    expect(within(row).getByRole('button', { name: 'Hide' })).toBeTruthy()
    expect(api.notes.get(CREATOR.toLowerCase())?.[0]?.hidden).toBe(false)
    // Pressed once only while busy, and nothing stored changed.
    expect(client.getMutationCache().getAll()).toHaveLength(1)
  })

  test('behavior: a note hidden here is hidden in the wall’s cached list too, and Show brings it back', async () => {
    const api = new MemoryCreatorsApi()
    api.addNote(CREATOR, { txHash: hash(1), note: 'Thanks' })
    const client = renderReceived(api)
    const row = await waitFor(() => noteRow('Thanks'))
    const wall = creatorKeys.notes(CREATOR, null)
    await client.prefetchInfiniteQuery({
      queryKey: wall,
      queryFn: async () => api.listSupports(CREATOR),
      initialPageParam: undefined,
    })
    await userEvent.click(within(row).getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(api.notes.get(CREATOR.toLowerCase())?.[0]?.hidden).toBe(true))
    expect(await within(row).findByRole('button', { name: 'Show' })).toBeTruthy()
    const cached = client.getQueryData<{ pages: { items: { hidden: boolean }[] }[] }>(wall)
    expect(cached?.pages[0]?.items[0]?.hidden).toBe(true)
    await userEvent.click(within(row).getByRole('button', { name: 'Show' }))
    expect(await within(row).findByRole('button', { name: 'Hide' })).toBeTruthy()
    await waitFor(() => expect(api.notes.get(CREATOR.toLowerCase())?.[0]?.hidden).toBe(false))
  })

  test('behavior: a failed first page and failed totals each offer Try again, which reads them again', async () => {
    const api = new MemoryCreatorsApi()
    api.addNote(CREATOR, { txHash: hash(1), note: 'Later' })
    api.failing.listSupports = new BaseError('unreachable', { code: 'network-error' })
    api.failing.supportTotals = new BaseError('unreachable', { code: 'network-error' })
    renderReceived(api)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2))
    delete api.failing.listSupports
    delete api.failing.supportTotals
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(button)
    expect(await screen.findByText('Later')).toBeTruthy()
    expect(await screen.findByRole('table', { name: 'Total received' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
