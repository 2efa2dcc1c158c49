// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useBalance } from '../../../src/ui/hooks/useBalance'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { ADDRESS, createHarness, FakeWallet, option } from '../connect/connectHarness'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const HASH = `0x${'ab'.repeat(32)}` as const

function Balance({ address, chainId }: { address: `0x${string}`; chainId: number }) {
  const { data } = useBalance({ address, chainId })
  return <output>{data ? `${data.formatted} ${data.symbol}` : 'loading'}</output>
}

/** Fake timers from the start (so a poll set up at mount would be caught), advancing with real time meanwhile. */
async function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await act(() => done)
  let calls = 0
  const read = h.reader.getBalance
  h.reader.getBalance = async (args) => ((calls += 1), read(args))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <ServicesProvider services={h.services}>
      <QueryClientProvider client={client}>
        <Balance address={ADDRESS} chainId={1} />
      </QueryClientProvider>
    </ServicesProvider>,
  )
  await screen.findByText('1.23456 ETH')
  /** Another view of the same balance, mounted now (the account modal, the home page summary). */
  const showAgain = () =>
    render(
      <ServicesProvider services={h.services}>
        <QueryClientProvider client={client}>
          <Balance address={ADDRESS} chainId={1} />
        </QueryClientProvider>
      </ServicesProvider>,
    )
  return { h, calls: () => calls, showAgain }
}

describe('useBalance', () => {
  test('default: read once when shown, never polled while idle', async () => {
    const { calls } = await setup()
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000))) // one idle minute
    expect(calls()).toBe(1)
  })

  test('behavior: views shown within a few seconds share one read; a view shown later reads again', async () => {
    const { calls, showAgain } = await setup()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    showAgain()
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    expect(calls()).toBe(1)
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)))
    showAgain()
    await waitFor(() => expect(calls()).toBe(2))
  })

  test("behavior: re-read when one of the visitor's transactions on that chain settles, not while it is pending", async () => {
    const { h, calls } = await setup()
    act(() => h.transactions.add(ADDRESS, 1, { hash: HASH, description: 'Support' }))
    await new Promise((r) => setTimeout(r, 100)) // a few receipt polls (every 20 ms in the harness) while pending
    expect(calls()).toBe(1)
    h.reader.setBalance(1, ADDRESS, 2n * 10n ** 18n)
    h.reader.receipts.set(HASH.toLowerCase(), { status: 'success', blockNumber: 1n })
    await screen.findByText('2 ETH')
    await waitFor(() => expect(calls()).toBe(2))
  })
})
