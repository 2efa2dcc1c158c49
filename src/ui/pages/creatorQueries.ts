import {
  type InfiniteData,
  infiniteQueryOptions,
  type MutationOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query'
import type { CreatorProfile } from '../../domain/creators/creatorProfile'
import type { ReceiptKey } from '../../domain/creators/receiptKey'
import { noteKey } from '../../domain/creators/noteKey'
import type { Support } from '../../domain/support/support'
import { BaseError } from '../../domain/errors/baseError'
import { failureOf } from '../../domain/errors/failure'
import type { Address, Hash } from '../../domain/shared/hex'
import type { ClaimBody } from '../../domain/support/claim'
import type { CreatorsApi, PublishedProfile } from '../../ports/creatorsApi'
import type { SupportPage, SupportTotal } from '../../ports/creatorStore'

/** The creators API's client, loaded on demand. */
export type CreatorsApiLoader = () => Promise<CreatorsApi>

/** The loader of a site without a creators API: its queries are never enabled, so it is never called. */
export const NO_CREATORS_API: CreatorsApiLoader = () => Promise.reject(new Error('No creators API here'))

/**
 * The data cache's keys of a creator's data (any case of the address names one creator). Everything read about the
 * creator's supports (the lists, each receipt, the totals) is under `supports`: a write about a support refreshes it
 * all at once. A list is per viewer: the server answers hidden notes to the creator only.
 */
export const creatorKeys = {
  profile: (creator: Address) => ['creators', creator.toLowerCase(), 'profile'] as const,
  supports: (creator: Address) => ['creators', creator.toLowerCase(), 'supports'] as const,
  notes: (creator: Address, viewer: Address | null) =>
    ['creators', creator.toLowerCase(), 'supports', 'list', viewer?.toLowerCase() ?? null] as const,
  totals: (creator: Address) => ['creators', creator.toLowerCase(), 'supports', 'totals'] as const,
}

/** The creator's profile, null when they have none (product rules: "Creator profiles"). */
export const creatorProfileQuery = (api: CreatorsApiLoader, creator: Address) =>
  queryOptions<PublishedProfile | null>({
    queryKey: creatorKeys.profile(creator),
    queryFn: async () => (await api()).getProfile(creator),
  })

/** The creator's notes page after page, newest first, as `viewer` gets them (the creator: hidden ones too, marked). */
export const creatorNotesQuery = (api: CreatorsApiLoader, creator: Address, viewer: Address | null) =>
  infiniteQueryOptions<
    SupportPage,
    Error,
    InfiniteData<SupportPage, string | undefined>,
    ReturnType<typeof creatorKeys.notes>,
    string | undefined
  >({
    queryKey: creatorKeys.notes(creator, viewer),
    queryFn: async ({ pageParam }) => (await api()).listSupports(creator, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

/**
 * One note of a creator, a receipt, as `viewer` gets it (the creator: a hidden note's text too); under the creator's
 * supports, so it is read again with them. Without a key (a malformed path) or a creators API it is never enabled.
 */
export const receiptQuery = (api: CreatorsApiLoader | undefined, key: ReceiptKey | undefined, viewer: Address | null) =>
  queryOptions<Support | null>({
    queryKey: key
      ? ([
          ...creatorKeys.supports(key.creator),
          key.chainId,
          key.txHash.toLowerCase(),
          viewer?.toLowerCase() ?? null,
        ] as const)
      : ['creators', 'no-receipt'],
    queryFn: async () => (key && api ? (await api()).getSupport(key.creator, key.chainId, key.txHash) : null),
  })

/** What the signed-in creator received, per chain and asset (product rules: "Studio"). */
export const supportTotalsQuery = (api: CreatorsApiLoader, creator: Address) =>
  queryOptions<readonly SupportTotal[]>({
    queryKey: creatorKeys.totals(creator),
    queryFn: async () => (await api()).supportTotals(creator),
  })

/** Saves the signed-in creator's profile; the stored copy becomes the cached one (their page shows it at once). */
export const saveProfileMutation = (
  api: CreatorsApiLoader,
  queryClient: QueryClient,
  creator: Address,
): MutationOptions<PublishedProfile, Error, CreatorProfile> => ({
  mutationKey: ['creators', creator.toLowerCase(), 'save-profile'],
  mutationFn: async (profile) => (await api()).putProfile(creator, profile),
  onSuccess: (saved) => queryClient.setQueryData(creatorKeys.profile(creator), saved),
})

/**
 * Records a supporter's note (null: it was recorded before, `already-recorded`); either way every read of the
 * creator's supports (the wall, receipts, totals) is read again.
 */
export const recordNoteMutation = (
  api: CreatorsApiLoader,
  queryClient: QueryClient,
  creator: Address,
): MutationOptions<Support | null, Error, ClaimBody> => ({
  mutationKey: ['creators', creator.toLowerCase(), 'record-note'],
  mutationFn: async (claim) => {
    try {
      return await (await api()).submitClaim(creator, claim)
    } catch (error) {
      if (failureOf(error).code === 'already-recorded') return null
      throw error
    }
  },
  // Not awaited: the note is recorded whether or not the reads that follow answer.
  onSuccess: () => void queryClient.invalidateQueries({ queryKey: creatorKeys.supports(creator) }),
})

/** A hide or show of one note: which, and the `hidden` asked for. */
export type NoteVisibility = { readonly chainId: number; readonly txHash: Hash; readonly hidden: boolean }

type NotePages = InfiniteData<SupportPage, string | undefined>

const listsOf = (creator: Address) => ({ queryKey: [...creatorKeys.supports(creator), 'list'] })

/** Every cached list of the creator's notes with the note of `key` replaced by `change(note)`. */
function updateNote(queryClient: QueryClient, creator: Address, key: string, change: (note: Support) => Support) {
  queryClient.setQueriesData<NotePages>(listsOf(creator), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((note) => (noteKey(note) === key ? change(note) : note)),
          })),
        }
      : data,
  )
}

/** The `hidden` of the note of `key` in the cached lists (undefined when none holds it). */
function hiddenIn(queryClient: QueryClient, creator: Address, key: string): boolean | undefined {
  for (const [, data] of queryClient.getQueriesData<NotePages>(listsOf(creator))) {
    const note = data?.pages.flatMap((page) => page.items).find((item) => noteKey(item) === key)
    if (note) return note.hidden
  }
  return undefined
}

/**
 * Hides or shows one of the signed-in creator's notes (product rules: "Support notes"), optimistically: every cached
 * list shows the change at once, the note is as it was again if the server refuses, and every read of the creator's
 * supports is read again after the answer (the wall leaves a hidden note out). Only this note is put back: another
 * one's change in flight stays.
 */
export const noteVisibilityMutation = (
  api: CreatorsApiLoader,
  queryClient: QueryClient,
  creator: Address,
): MutationOptions<Support, Error, NoteVisibility, { hidden: boolean | undefined }> => ({
  mutationKey: ['creators', creator.toLowerCase(), 'note-visibility'],
  mutationFn: async ({ chainId, txHash, hidden }) => {
    const note = await (await api()).setSupportHidden(creator, chainId, txHash, hidden)
    // An answer about another note would leave this one as guessed: it is a failure.
    if (noteKey(note) !== noteKey({ chainId, txHash })) throw new BaseError('bad response', { code: 'bad-response' })
    return note
  },
  onMutate: async ({ chainId, txHash, hidden }) => {
    // A list read in flight would answer from before the change and undo it on screen.
    await queryClient.cancelQueries(listsOf(creator))
    const key = noteKey({ chainId, txHash })
    const before = hiddenIn(queryClient, creator, key)
    updateNote(queryClient, creator, key, (note) => ({ ...note, hidden }))
    return { hidden: before }
  },
  onError: (_error, change, context) => {
    const before = context?.hidden
    if (before !== undefined) updateNote(queryClient, creator, noteKey(change), (note) => ({ ...note, hidden: before }))
  },
  onSuccess: (note) => updateNote(queryClient, creator, noteKey(note), () => note),
  // Not awaited: the row tells the answer at once, whether or not the reads that follow answer.
  onSettled: () => void queryClient.invalidateQueries({ queryKey: creatorKeys.supports(creator) }),
})
