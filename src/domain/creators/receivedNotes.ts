import type { ActionFailure } from '../errors/failure'
import type { Hash } from '../shared/hex'
import { assertNever } from '../shared/assertNever'
import { stay } from '../shared/machine'
import type { Support } from '../support/support'

/** One note in the studio's list: the note as last answered, a hide/show in flight, the last failure. */
export type NoteRow = {
  readonly note: Support
  /** The `hidden` asked for while the server has not answered. */
  readonly pending: boolean | null
  readonly error: ActionFailure | null
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
  readonly error: ActionFailure | null
}

export type ReceivedNotesEvent =
  /** The next page was asked for: the first, then the one after the last answered ("Show more"), or the failed one again. */
  | { readonly type: 'pageRequested' }
  | {
      readonly type: 'pageLoaded'
      readonly cursor: string | null
      readonly items: readonly Support[]
      readonly nextCursor: string | null
    }
  | { readonly type: 'pageFailed'; readonly cursor: string | null; readonly failure: ActionFailure }
  /** "Hide" or "Show" was pressed on a row. */
  | { readonly type: 'toggled'; readonly key: string }
  /** The server's answer to a hide or show: the note as it now is. */
  | { readonly type: 'visibilityChanged'; readonly note: Support }
  | { readonly type: 'visibilityChangeFailed'; readonly key: string; readonly failure: ActionFailure }

export type ReceivedNotesEffect =
  | { readonly type: 'loadPage'; readonly cursor: string | null }
  | { readonly type: 'setHidden'; readonly chainId: number; readonly txHash: Hash; readonly hidden: boolean }

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
export const noteKey = (note: Pick<Support, 'chainId' | 'txHash'>): string =>
  `${note.chainId}:${note.txHash.toLowerCase()}`

/**
 * The studio's list of received notes. Pages are appended in order (a note already listed is not listed twice), a
 * hide/show updates its row in place once the server answers, and a failure stays on its row or the list until the
 * next attempt. An event that does not apply returns the same state.
 * @example receivedNotes(RECEIVED_NOTES_INITIAL, { type: 'pageRequested' })[1] // [{ type: 'loadPage', cursor: null }]
 */
export function receivedNotes(state: ReceivedNotesState, event: ReceivedNotesEvent): ReceivedNotesTransition {
  const same: ReceivedNotesTransition = stay(state)
  switch (event.type) {
    case 'pageRequested': {
      if (state.loading !== undefined || (state.loaded && state.nextCursor === null)) return same
      const cursor = state.loaded ? state.nextCursor : null
      return [{ ...state, loading: cursor, error: null }, [{ type: 'loadPage', cursor }]]
    }
    case 'pageLoaded': {
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
    case 'pageFailed':
      if (state.loading === undefined || state.loading !== event.cursor) return same
      return [{ ...state, loading: undefined, error: event.failure }, NONE]
    case 'toggled': {
      const row = state.rows.find((r) => noteKey(r.note) === event.key)
      if (!row || row.pending !== null) return same
      const hidden = !row.note.hidden
      const { chainId, txHash } = row.note
      return [
        updateRow(state, event.key, { ...row, pending: hidden, error: null }),
        [{ type: 'setHidden', chainId, txHash, hidden }],
      ]
    }
    case 'visibilityChanged': {
      const key = noteKey(event.note)
      const row = state.rows.find((r) => noteKey(r.note) === key)
      if (!row || row.pending === null) return same
      return [updateRow(state, key, { note: event.note, pending: null, error: null }), NONE]
    }
    case 'visibilityChangeFailed': {
      const row = state.rows.find((r) => noteKey(r.note) === event.key)
      if (!row || row.pending === null) return same
      return [updateRow(state, event.key, { ...row, pending: null, error: event.failure }), NONE]
    }
    default:
      return assertNever(event)
  }
}

function updateRow(state: ReceivedNotesState, key: string, next: NoteRow): ReceivedNotesState {
  return { ...state, rows: state.rows.map((row) => (noteKey(row.note) === key ? next : row)) }
}
