// @vitest-environment jsdom
// A file of its own: the account data code is module state, and the cache is restored across two "visits".
import { afterEach, expect, test, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { createPersistedQueryClient } from '../../../src/app/queryCache'
import { Shell } from '../../../src/ui/Shell'
import { createPagesHarness, disposePages, renderAt, VISITOR } from '../pages/pagesHarness'
import { withDataCache } from '../../support/dataCacheServices'
import { memoryStorage } from '../../support/memoryStorage'

afterEach(() => {
  cleanup()
  disposePages()
  vi.restoreAllMocks()
})

const KEY = 'creators-studio.query-cache'

/** One visit: the shell over a data cache restored from `storage`, the wallet connected, the account button shown. */
async function visit(storage: Storage, balance: bigint) {
  const h = createPagesHarness({ siwe: false })
  h.reader.setBalance(1, VISITOR, balance)
  h.reader.names.set(VISITOR.toLowerCase(), 'returning.eth')
  const services = withDataCache(
    h.services,
    memoizeUntilFailure(() => createPersistedQueryClient(storage)),
  )
  renderAt(
    '/',
    <Shell>
      <p>page content</p>
    </Shell>,
    services,
  )
  await act(() => h.connect())
  return screen.getByRole('banner')
}

test('behavior: a persisted balance that no longer has its shape ("decimals": "18") is refetched, the page drawn', async () => {
  // A real cache, as a first visit leaves it (the persister writes at most once a second).
  const storage = memoryStorage()
  const first = await visit(storage, 1_234_560_000_000_000_000n)
  await waitFor(() => expect(within(first).getByRole('button', { name: /1\.23 ETH/ })).toBeTruthy(), { timeout: 5000 })
  await waitFor(() => expect(storage.map.get(KEY)).toContain('"decimals":18'), { timeout: 3000 })
  cleanup()
  disposePages()
  // The auditor's corruption: the decimals written as a string.
  storage.map.set(KEY, storage.map.get(KEY)!.replace('"decimals":18', '"decimals":"18"'))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const header = await visit(storage, 2_000_000_000_000_000_000n)
  // The corrupt entry was dropped and read again; the valid cached name was kept.
  await waitFor(() => expect(within(header).getByRole('button', { name: /2 ETH/ })).toBeTruthy(), { timeout: 5000 })
  expect(within(header).getByRole('button', { name: /returning\.eth/ })).toBeTruthy()
  expect(within(screen.getByRole('main')).getByText('page content')).toBeTruthy()
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]![0])).toMatch(/dropped 1 cached query .*\["balance",1,/)
})
