/**
 * A bad value from a node for error details, cut short (a node may send a whole page); never throws.
 * @example shownAnswer('0x2') // '"0x2"'
 */
export function shownAnswer(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 80)
  } catch {
    return typeof value
  }
}
