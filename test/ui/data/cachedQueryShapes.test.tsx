// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { CACHED_QUERY_SHAPES } from '../../../src/ui/data/cachedQueryShapes'
import { useBalance } from '../../../src/ui/hooks/useBalance'
import { useEnsAvatar } from '../../../src/ui/hooks/useEnsAvatar'
import { useEnsName } from '../../../src/ui/hooks/useEnsName'
import { useCreatorLookup } from '../../../src/ui/pages/useCreatorLookup'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { createPagesHarness, CREATOR, disposePages, VISITOR } from '../pages/pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

/** Every query of the data cache, each read once. */
function EveryQuery() {
  const balance = useBalance({ address: VISITOR, chainId: 1 })
  const name = useEnsName(VISITOR)
  const avatar = useEnsAvatar(name.data)
  const { lookup } = useCreatorLookup('creator.eth')
  const done = balance.isSuccess && name.isSuccess && avatar.isSuccess && lookup.status !== 'resolving'
  return <output>{done ? 'done' : 'reading'}</output>
}

describe('CACHED_QUERY_SHAPES', () => {
  test('default: every query the views persist has a shape here, which the data its query function gave has', async () => {
    const h = createPagesHarness({ siwe: false })
    h.reader.setBalance(1, VISITOR, 1_500_000_000_000_000_000n)
    h.reader.names.set(VISITOR.toLowerCase(), 'visitor.eth')
    h.reader.avatars.set('visitor.eth', 'https://example.com/visitor.png')
    h.reader.addresses.set('creator.eth', CREATOR)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ServicesProvider services={h.services}>
          <EveryQuery />
        </ServicesProvider>
      </QueryClientProvider>,
    )
    await screen.findByText('done')
    const persisted = dehydrate(client).queries
    expect(persisted.map((query) => query.queryKey[0]).sort()).toEqual(Object.keys(CACHED_QUERY_SHAPES).sort())
    for (const query of persisted)
      expect(CACHED_QUERY_SHAPES[query.queryKey[0] as string]!(query.state.data)).toBe(true)
  })
})
