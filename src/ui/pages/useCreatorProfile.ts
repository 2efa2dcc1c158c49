import { useQuery } from '@tanstack/react-query'
import type { Address } from '../../domain/shared/hex'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useServices } from '../servicesContext'
import { creatorProfileQuery, NO_CREATORS_API } from './creatorQueries'

/** The creator's profile as the page needs it: none (no profile, or no creators API here), loading, failed, or found. */
export type CreatorProfileView =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'found'; profile: PublishedProfile }

/**
 * The creator's profile from the creators API (product rules: "Creator profiles"), loaded on demand; `none` until a
 * creator is known.
 */
export function useCreatorProfile(creator: Address | undefined): CreatorProfileView {
  const { creatorsApi } = useServices()
  const query = useQuery({
    ...creatorProfileQuery(creatorsApi ?? NO_CREATORS_API, creator ?? '0x'),
    enabled: !!creatorsApi && creator !== undefined,
  })
  if (!creatorsApi || creator === undefined) return { status: 'none' }
  if (query.status === 'pending') return { status: 'loading' }
  if (query.status === 'error') return { status: 'error', retry: () => void query.refetch() }
  return query.data ? { status: 'found', profile: query.data } : { status: 'none' }
}
