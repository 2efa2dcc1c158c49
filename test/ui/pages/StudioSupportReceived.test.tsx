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
})
