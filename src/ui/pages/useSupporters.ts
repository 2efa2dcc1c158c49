import { useInfiniteQuery } from '@tanstack/react-query'
import type { Support } from '../../domain/support/support'
import type { Address } from '../../domain/shared/hex'
import type { SupportPage } from '../../ports/creatorStore'
import { useServices } from '../servicesContext'

/** The data cache's key for a creator's notes (refreshed after this visitor's note is recorded). */
export const supportersKey = (creator: Address) => ['creators', creator.toLowerCase(), 'supports'] as const

/** The wall's notes, page after page, newest first; hidden notes are left out (the wall is what visitors see). */
export function useSupporters(creator: Address) {
  const { creatorsApi } = useServices()
  const query = useInfiniteQuery<
    SupportPage,
    Error,
    SupportPage[],
    ReturnType<typeof supportersKey>,
    string | undefined
  >({
    queryKey: supportersKey(creator),
    queryFn: async ({ pageParam }) => (await creatorsApi!()).listSupports(creator, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
