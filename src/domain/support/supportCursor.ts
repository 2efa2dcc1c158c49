/** Where a page of a creator's notes ends: the last note's time and its store sequence (ties broken by sequence). */
export type SupportCursor = { readonly createdAt: number; readonly seq: number }

// Two non-negative safe integers; leading zeros refused so that one position has one spelling.
const CURSOR = /^(0|[1-9][0-9]{0,15})\.(0|[1-9][0-9]{0,15})$/

/**
 * The cursor text a client sends back for the next page: opaque to it, read back by {@link readSupportCursor}.
 * @example writeSupportCursor({ createdAt: 1700000000000, seq: 42 }) // '1700000000000.42'
 */
export function writeSupportCursor(cursor: SupportCursor): string {
  return `${cursor.createdAt}.${cursor.seq}`
}

/**
 * The position a cursor names, or undefined for text no page ever handed out. Never throws.
 * @example readSupportCursor('1700000000000.42') // { createdAt: 1700000000000, seq: 42 }
 */
export function readSupportCursor(text: unknown): SupportCursor | undefined {
  if (typeof text !== 'string') return undefined
  const match = CURSOR.exec(text)
  if (!match) return undefined
  const [createdAt, seq] = [Number(match[1]), Number(match[2])]
  return Number.isSafeInteger(createdAt) && Number.isSafeInteger(seq) ? { createdAt, seq } : undefined
}

/** True when `note` comes after `cursor` in newest-first order: older, or as old with a lower sequence. */
export function isAfterCursor(note: SupportCursor, cursor: SupportCursor): boolean {
  return note.createdAt < cursor.createdAt || (note.createdAt === cursor.createdAt && note.seq < cursor.seq)
}
