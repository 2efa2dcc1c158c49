// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { createStudioWiring } from '../../../src/app/creatorsWiring'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { StudioSupportReceived } from '../../../src/ui/pages/StudioSupportReceived'
import { MemoryCreatorsApi } from '../../support/memoryCreatorsApi'

afterEach(cleanup)

const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

describe('StudioSupportReceived', () => {
  test('behavior: Show more appends the next page and moves focus to the first note it loaded', async () => {
    const api = new MemoryCreatorsApi()
    api.pageSize = 2
    for (let n = 1; n <= 3; n++) api.addNote(CREATOR, { txHash: hash(n), note: `Note ${n}` })
    const services = { chains: resolveChains({ ids: '1' }) } as unknown as UiServices
    render(
      <ServicesProvider services={services}>
        <StudioSupportReceived wiring={createStudioWiring(async () => api, CREATOR)} />
      </ServicesProvider>,
    )
    const list = await screen.findByRole('list', { name: 'Notes from supporters' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(list).getAllByRole('listitem')[2]?.textContent).toContain('Note 1')
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[2])
  })

  test('behavior: totals per chain and asset: ETH and USDC apart, each with its symbol and decimals', async () => {
    const api = new MemoryCreatorsApi()
    const usdc = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const }
    api.addNote(CREATOR, { txHash: hash(1), amount: '10000000000000000' })
    api.addNote(CREATOR, { txHash: hash(2), asset: usdc, amount: '5000000' })
    api.addNote(CREATOR, { txHash: hash(3), asset: usdc, amount: '2500000', hidden: true })
    const services = { chains: resolveChains({ ids: '1' }) } as unknown as UiServices
    render(
      <ServicesProvider services={services}>
        <StudioSupportReceived wiring={createStudioWiring(async () => api, CREATOR)} />
      </ServicesProvider>,
    )
    const totals = await screen.findByRole('table', { name: 'Total received' })
    expect(within(totals).getByRole('row', { name: 'Ethereum 1 0.01 ETH' })).toBeTruthy()
    expect(within(totals).getByRole('row', { name: 'Ethereum 2 7.5 USDC' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Notes from supporters' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('5 USDC')
  })
})
