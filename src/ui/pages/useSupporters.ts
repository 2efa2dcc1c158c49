import { useInfiniteQuery } from '@tanstack/react-query'
import type { Support } from '../../domain/support/support'
import type { Address } from '../../domain/shared/hex'
import { useServices } from '../servicesContext'
import { creatorNotesQuery, NO_CREATORS_API } from './creatorQueries'
import { useViewer } from './useViewer'

/** The wall's notes, page after page, newest first; hidden notes are left out (the wall is what visitors see). */
export function useSupporters(creator: Address) {
  const { creatorsApi } = useServices()
  const viewer = useViewer()
  const query = useInfiniteQuery({
    ...creatorNotesQuery(creatorsApi ?? NO_CREATORS_API, creator, viewer),
    select: (data) => data.pages,
    enabled: !!creatorsApi,
  })
  const notes: Support[] = (query.data ?? []).flatMap((page) => page.items.filter((note) => !note.hidden))
  return {
    notes,
    status: query.status,
    /** A later page failed to load (the notes so far stay). */
    moreFailed: query.isFetchNextPageError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  }
}
