// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { Readable } from '../../../src/domain/shared/store'
import type { TransactionLog } from '../../../src/domain/transactions/transactionLog'
import { useTransactionLog } from '../../../src/ui/hooks/useTransactionLog'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'

afterEach(cleanup)

const ADDRESS: Address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const PENDING: TransactionLog = [
  { hash: `0x${'1'.repeat(64)}` as Hash, description: 'Support', status: 'pending', addedAt: 1 },
]

/** A transaction service whose one log counts its watchers and can change. */
function service(initial: TransactionLog) {
  let log = initial
  const listeners = new Set<() => void>()
  const watch = { subscribes: 0 }
  const readable: Readable<TransactionLog> = {
    getSnapshot: () => log,
    subscribe: (listener) => {
      watch.subscribes++
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const transactions = {
    select: () => readable,
    clear: () => undefined,
    add: () => undefined,
  } as unknown as NonNullable<UiServices['transactions']>
  const set = (next: TransactionLog) => {
    log = next
    for (const listener of listeners) listener()
  }
  return { transactions, watch, set }
}

function Count({ address }: { address: Address | undefined }) {
  return <p data-testid="count">{useTransactionLog(address, 1).length}</p>
}

describe('useTransactionLog', () => {
  test('behavior: the log is read in the first render; watching it (which loads the transaction code) starts after that frame, then follows changes', async () => {
    const { transactions, watch, set } = service(PENDING)
    render(
      <ServicesProvider services={{ transactions } as UiServices}>
        <Count address={ADDRESS} />
      </ServicesProvider>,
    )
    expect(screen.getByTestId('count').textContent).toBe('1')
    expect(watch.subscribes).toBe(0)
    await waitFor(() => expect(watch.subscribes).toBe(1))
    act(() => set([]))
    expect(screen.getByTestId('count').textContent).toBe('0')
  })

  test('behavior: a change between the first frame and the watch is not missed', async () => {
    const { transactions, watch, set } = service([])
    render(
      <ServicesProvider services={{ transactions } as UiServices}>
        <Count address={ADDRESS} />
      </ServicesProvider>,
    )
    set(PENDING)
    await waitFor(() => expect(watch.subscribes).toBe(1))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'))
  })

  test('behavior: an account that arrives in a view already on the page is watched after the frame that draws it, not in its commit', async () => {
    const { transactions, watch } = service(PENDING)
    const { rerender } = render(
      <ServicesProvider services={{ transactions } as UiServices}>
        <Count address={undefined} />
      </ServicesProvider>,
    )
    expect(screen.getByTestId('count').textContent).toBe('0')
    await act(() => new Promise((r) => setTimeout(r, 150)))
    rerender(
      <ServicesProvider services={{ transactions } as UiServices}>
        <Count address={ADDRESS} />
      </ServicesProvider>,
    )
    expect(screen.getByTestId('count').textContent).toBe('1')
    expect(watch.subscribes).toBe(0)
    await waitFor(() => expect(watch.subscribes).toBe(1))
  })
})
