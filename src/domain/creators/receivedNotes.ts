import type { Hash } from '../shared/hex'
import type { SupportNote } from './supportNote'

/** One note in the studio's list: the note as last answered, a hide/show in flight, the last failure. */
export type NoteRow = {
  readonly note: SupportNote
  /** The `hidden` asked for while the server has not answered. */
  readonly pending: boolean | null
  readonly error: string | null
}

/** The support a creator received, as the studio lists it: pages of notes, newest first (product rules: "Support notes"). */
export type ReceivedNotesState = {
  readonly rows: readonly NoteRow[]
  /** Whether the first page arrived. */
  readonly loaded: boolean
  /** The cursor of the next page; null after the last one. */
  readonly nextCursor: string | null
  /** The page being asked for (its cursor, null for the first), or undefined when none is. */
  readonly loading: string | null | undefined
  /** Why the last page could not be read; kept with the rows already shown. */
  readonly error: string | null
}

export type ReceivedNotesEvent =
  /** Ask for the next page: the first, then the one after the last answered ("Show more"), or the failed one again. */
  | { readonly type: 'load' }
  | {
      readonly type: 'page-loaded'
      readonly cursor: string | null
      readonly items: readonly SupportNote[]
      readonly nextCursor: string | null
    }
  | { readonly type: 'page-failed'; readonly cursor: string | null; readonly message: string }
  /** "Hide" or "Show" on a row. */
  | { readonly type: 'toggle'; readonly key: string }
  | { readonly type: 'toggled'; readonly note: SupportNote }
  | { readonly type: 'toggle-failed'; readonly key: string; readonly message: string }

export type ReceivedNotesEffect =
  | { readonly type: 'load-page'; readonly cursor: string | null }
  | { readonly type: 'set-hidden'; readonly chainId: number; readonly txHash: Hash; readonly hidden: boolean }

export type ReceivedNotesTransition = readonly [ReceivedNotesState, readonly ReceivedNotesEffect[]]

export const RECEIVED_NOTES_INITIAL: ReceivedNotesState = {
  rows: [],
  loaded: false,
  nextCursor: null,
  loading: undefined,
  error: null,
}

const NONE: readonly ReceivedNotesEffect[] = []

/** A note's identity: one note per transaction (hashes compared in any case). */
export const noteKey = (note: Pick<SupportNote, 'chainId' | 'txHash'>): string =>
  `${note.chainId}:${note.txHash.toLowerCase()}`

/**
 * The studio's list of received notes. Pages are appended in order (a note already listed is not listed twice), a
 * hide/show updates its row in place once the server answers, and a failure stays on its row or the list until the
 * next attempt. An event that does not apply returns the same state.
 * @example receivedNotes(RECEIVED_NOTES_INITIAL, { type: 'load' })[1] // [{ type: 'load-page', cursor: null }]
 */
export function receivedNotes(state: ReceivedNotesState, event: ReceivedNotesEvent): ReceivedNotesTransition {
  const same: ReceivedNotesTransition = [state, NONE]
  switch (event.type) {
    case 'load': {
      if (state.loading !== undefined || (state.loaded && state.nextCursor === null)) return same
      const cursor = state.loaded ? state.nextCursor : null
      return [{ ...state, loading: cursor, error: null }, [{ type: 'load-page', cursor }]]
    }
    case 'page-loaded': {
      if (state.loading === undefined || state.loading !== event.cursor) return same
      const known = new Set(state.rows.map((row) => noteKey(row.note)))
      const fresh = event.items.filter((note) => {
        const key = noteKey(note)
        if (known.has(key)) return false
        known.add(key)
        return true
      })
      const rows = [...state.rows, ...fresh.map((note) => ({ note, pending: null, error: null }))]
      return [{ rows, loaded: true, nextCursor: event.nextCursor, loading: undefined, error: null }, NONE]
    }
    case 'page-failed':
      if (state.loading === undefined || state.loading !== event.cursor) return same
      return [{ ...state, loading: undefined, error: event.message }, NONE]
    case 'toggle': {
      const row = state.rows.find((r) => noteKey(r.note) === event.key)
      if (!row || row.pending !== null) return same
      const hidden = !row.note.hidden
      const { chainId, txHash } = row.note
      return [
        updateRow(state, event.key, { ...row, pending: hidden, error: null }),
        [{ type: 'set-hidden', chainId, txHash, hidden }],
      ]
    }
    case 'toggled': {
      const key = noteKey(event.note)
      const row = state.rows.find((r) => noteKey(r.note) === key)
      if (!row || row.pending === null) return same
      return [updateRow(state, key, { note: event.note, pending: null, error: null }), NONE]
    }
    case 'toggle-failed': {
      const row = state.rows.find((r) => noteKey(r.note) === event.key)
      if (!row || row.pending === null) return same
      return [updateRow(state, event.key, { ...row, pending: null, error: event.message }), NONE]
    }
  }
}

function updateRow(state: ReceivedNotesState, key: string, next: NoteRow): ReceivedNotesState {
  return { ...state, rows: state.rows.map((row) => (noteKey(row.note) === key ? next : row)) }
}
