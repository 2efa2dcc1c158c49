import { readSupportCursor, type SupportCursor, writeSupportCursor } from '../../domain/support/supportCursor'
import type { Support } from '../../domain/support/support'
import { EXPORT_PAGE_SIZE, type SupportPage } from '../../ports/creatorStore'

/**
 * What a CreatorStore.listAllSupports call asks for: where the page starts (a RangeError for a cursor no page handed
 * out) and how many supports it holds (1 to EXPORT_PAGE_SIZE).
 */
export function exportPageRequest({
  cursor,
  limit = EXPORT_PAGE_SIZE,
}: {
  cursor?: string | undefined
  limit?: number | undefined
}): { after: SupportCursor | undefined; size: number } {
  const after = cursor === undefined ? undefined : readSupportCursor(cursor)
  if (cursor !== undefined && after === undefined) throw new RangeError('not a support cursor')
  return { after, size: Math.max(1, Math.min(EXPORT_PAGE_SIZE, Math.floor(limit))) }
}

/**
 * A page of `size` from `rows` read one past it (so a next page is known without a count), its cursor the last
 * support's position.
 */
export function exportPage<R>(
  rows: readonly R[],
  size: number,
  supportOf: (row: R) => Support,
  positionOf: (row: R) => SupportCursor,
): SupportPage {
  const page = rows.slice(0, size)
  const last = page.at(-1)
  return {
    items: page.map(supportOf),
    nextCursor: rows.length > size && last ? writeSupportCursor(positionOf(last)) : null,
  }
}
