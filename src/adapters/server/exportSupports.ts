import type { Handler } from 'hono'
import type { Chain } from '../../domain/chains/chain'
import { CSV_BYTE_ORDER_MARK, supportCsvHeader, supportCsvRecord } from '../../domain/support/supportCsv'
import type { SupportPage } from '../../ports/creatorStore'
import { type CreatorRoutes, owner } from './creatorRequest'

/**
 * `GET /api/creators/:address/supports.csv`, for the signed-in owner alone (401, 403 `not-owner` otherwise): every
 * support as CSV (product rules: "Creators API"), streamed a store page at a time as the client reads, so memory holds
 * one page however many supports there are. The first page is read before the answer starts, so a store that fails
 * then is a JSON error like any other; one that fails later cuts the download short (the client sees it incomplete)
 * and is logged.
 * @example app.get('/:address/supports.csv', read, exportSupports(routes))
 */
export function exportSupports(routes: CreatorRoutes): Handler {
  const byId = new Map<number, Chain>(routes.chains.map((chain) => [chain.id, chain]))
  return async (c) => {
    const creator = await owner(routes, c)
    let page: SupportPage | null = await routes.store.listAllSupports(creator)
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + supportCsvHeader()))
        },
        async pull(controller) {
          if (page === null) return controller.close()
          const { items, nextCursor } = page
          controller.enqueue(encoder.encode(items.map((s) => supportCsvRecord(s, byId.get(s.chainId))).join('')))
          try {
            page = nextCursor === null ? null : await routes.store.listAllSupports(creator, { cursor: nextCursor })
          } catch (err) {
            routes.telemetry.failed('supports export', err)
            controller.error(err)
          }
        },
      },
      // One page waits in the queue at most: the next is read only once the client took the last.
      { highWaterMark: 1 },
    )
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="supports-${creator}.csv"`,
    })
  }
}
