const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** The Standard Webhooks example schedule: the delays before each retry after the first attempt. */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
]

/** The longest delay a schedule or a Retry-After may ask for. */
export const MAX_RETRY_DELAY_MS = 24 * HOUR
const MAX_RETRIES = 20
const UNIT_MS = { ms: 1, s: SECOND, m: MINUTE, h: HOUR } as const
const DELAY = /^([0-9]{1,9})(ms|s|m|h)$/

/**
 * A retry schedule written as delays separated by commas (`1s,1s,2s`, `5s,5m,30m,2h`): 1 to 20 delays, each a whole
 * number of ms, s, m or h from 1 ms to 24 h. Undefined when the text is not one.
 * @example readRetrySchedule('1s,500ms') // [1000, 500]
 */
export function readRetrySchedule(text: string): readonly number[] | undefined {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length === 0 || parts.length > MAX_RETRIES) return undefined
  const delays: number[] = []
  for (const part of parts) {
    const match = DELAY.exec(part)
    if (!match) return undefined
    const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
    if (ms < 1 || ms > MAX_RETRY_DELAY_MS) return undefined
    delays.push(ms)
  }
  return delays
}

/**
 * A `Retry-After` header's wait in ms (delay-seconds or an HTTP date, relative to `now`), at most 24 h; undefined
 * when absent or unreadable.
 * @example readRetryAfter('120', now) // 120000
 */
export function readRetryAfter(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^[0-9]{1,10}$/.test(value)) return Math.min(Number(value) * SECOND, MAX_RETRY_DELAY_MS)
  // Only the HTTP date forms (they name a weekday or GMT): a bare number with a unit is not one.
  if (!/GMT$|^[A-Za-z]{3},/.test(value)) return undefined
  const at = Date.parse(value)
  if (Number.isNaN(at)) return undefined
  return Math.min(Math.max(at - now, 0), MAX_RETRY_DELAY_MS)
}
