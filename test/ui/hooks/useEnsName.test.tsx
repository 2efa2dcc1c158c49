// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, test } from 'vitest'
import { useEnsAvatar } from '../../../src/ui/hooks/useEnsAvatar'
import { useEnsName } from '../../../src/ui/hooks/useEnsName'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { ADDRESS, createHarness, FakeWallet, option } from '../connect/connectHarness'

afterEach(cleanup)

function Name() {
  const name = useEnsName(ADDRESS)
  const avatar = useEnsAvatar('alice.eth')
  return (
    <output>
      {name.isError ? 'name failed' : (name.data ?? 'no name')} /{' '}
      {avatar.isError ? 'avatar failed' : String(avatar.data)}
    </output>
  )
}

function setup() {
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  const calls = { name: 0, avatar: 0 }
  h.reader.getEnsName = async () => ((calls.name += 1), Promise.reject(new Error('no ENS here')))
  h.reader.getEnsAvatar = async () => ((calls.avatar += 1), Promise.reject(new Error('no ENS here')))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const show = () =>
    render(
      <ServicesProvider services={h.services}>
        <QueryClientProvider client={client}>
          <Name />
        </QueryClientProvider>
      </ServicesProvider>,
    )
  return { calls, show }
}

describe('useEnsName / useEnsAvatar', () => {
  test('behavior: a failed lookup is not asked again by another view of the same account', async () => {
    const { calls, show } = setup()
    show()
    await screen.findByText('name failed / avatar failed')
    show()
    await new Promise((r) => setTimeout(r, 50))
    await waitFor(() => expect(screen.getAllByText('name failed / avatar failed')).toHaveLength(2))
    expect(calls).toEqual({ name: 1, avatar: 1 })
  })
})
