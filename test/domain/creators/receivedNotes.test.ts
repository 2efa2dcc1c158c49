import { describe, expect, test } from 'vitest'
import {
  noteKey,
  RECEIVED_NOTES_INITIAL,
  type ReceivedNotesEvent,
  type ReceivedNotesState,
  receivedNotes,
} from '../../../src/domain/creators/receivedNotes'
import type { Support } from '../../../src/domain/support/support'

const FAILED = { action: 'load-notes', cause: { code: 'timeout' } } as const

const note = (n: number, extra: Partial<Support> = {}): Support => ({
  chainId: 1,
  txHash: `0x${n.toString(16).padStart(64, 'a')}`,
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  asset: { symbol: 'ETH', decimals: 18, address: null },
  amount: String(n * 1000),
  note: `note ${n}`,
  createdAt: 1_700_000_000_000 - n,
  blockNumber: null,
  hidden: false,
  ...extra,
})

function run(events: readonly ReceivedNotesEvent[], from: ReceivedNotesState = RECEIVED_NOTES_INITIAL) {
  let state = from
  const effects = []
  for (const event of events) {
    const [next, out] = receivedNotes(state, event)
    state = next
    effects.push(...out)
  }
  return { state, effects }
}

const firstPage: ReceivedNotesEvent[] = [
  { type: 'pageRequested' },
  { type: 'pageLoaded', cursor: null, items: [note(1), note(2)], nextCursor: 'c2' },
]

describe('receivedNotes', () => {
  test('default: the first load asks for the first page; nothing is listed until it answers', () => {
    const [state, effects] = receivedNotes(RECEIVED_NOTES_INITIAL, { type: 'pageRequested' })
    expect(effects).toEqual([{ type: 'loadPage', cursor: null }])
    expect(state).toMatchObject({ rows: [], loaded: false, loading: null })
    expect(receivedNotes(state, { type: 'pageRequested' })[0]).toBe(state)
  })

  test('behavior: "Show more" asks for the next page and appends it, skipping a note already listed; none after the last', () => {
    const { state, effects } = run([
      ...firstPage,
      { type: 'pageRequested' },
      { type: 'pageLoaded', cursor: 'c2', items: [note(2), note(3)], nextCursor: null },
    ])
    expect(effects).toEqual([
      { type: 'loadPage', cursor: null },
      { type: 'loadPage', cursor: 'c2' },
    ])
    expect(state.rows.map((r) => r.note.note)).toEqual(['note 1', 'note 2', 'note 3'])
    expect(receivedNotes(state, { type: 'pageRequested' })[0]).toBe(state)
  })

  test('behavior: a failed page keeps the rows and its message; "Try again" asks for the same page', () => {
    const { state } = run([
      ...firstPage,
      { type: 'pageRequested' },
      { type: 'pageFailed', cursor: 'c2', failure: FAILED },
    ])
    expect(state).toMatchObject({ error: FAILED, loading: undefined })
    expect(state.rows).toHaveLength(2)
    const [retry, effects] = receivedNotes(state, { type: 'pageRequested' })
    expect(effects).toEqual([{ type: 'loadPage', cursor: 'c2' }])
    expect(retry.error).toBeNull()
  })

  test('behavior: Hide is sent once, the row updates in place from the answer; a failure stays on the row', () => {
    const key = noteKey(note(2))
    const { state, effects } = run([...firstPage, { type: 'toggled', key }, { type: 'toggled', key }])
    expect(effects.slice(1)).toEqual([{ type: 'setHidden', chainId: 1, txHash: note(2).txHash, hidden: true }])
    expect(state.rows[1]).toMatchObject({ pending: true, error: null })
    const hidden = run([{ type: 'visibilityChanged', note: note(2, { hidden: true }) }], state).state
    expect(hidden.rows.map((r) => [r.note.note, r.note.hidden, r.pending])).toEqual([
      ['note 1', false, null],
      ['note 2', true, null],
    ])
    const again = run(
      [
        { type: 'toggled', key },
        { type: 'visibilityChangeFailed', key, failure: FAILED },
      ],
      hidden,
    )
    expect(again.effects).toEqual([{ type: 'setHidden', chainId: 1, txHash: note(2).txHash, hidden: false }])
    expect(again.state.rows[1]).toMatchObject({ note: { hidden: true }, pending: null, error: FAILED })
  })

  test('behavior: answers that do not apply (another page, an unknown note, nothing in flight) change nothing', () => {
    const { state } = run(firstPage)
    const events: ReceivedNotesEvent[] = [
      { type: 'pageLoaded', cursor: 'c2', items: [note(9)], nextCursor: null },
      { type: 'pageFailed', cursor: null, failure: FAILED },
      { type: 'toggled', key: noteKey(note(9)) },
      { type: 'visibilityChanged', note: note(1, { hidden: true }) },
      { type: 'visibilityChangeFailed', key: noteKey(note(1)), failure: FAILED },
    ]
    for (const event of events) expect(receivedNotes(state, event)).toEqual([state, []])
  })
})
