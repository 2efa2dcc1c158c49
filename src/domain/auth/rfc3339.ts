// RFC 3339 `date-time` (ISO 8601 profile) as EIP-4361 uses it for Issued At, Expiration Time and Not Before.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function numbers(parts: readonly (string | undefined)[]): number[] {
  return parts.map((p) => (p === undefined ? 0 : Number(p)))
}

/**
 * Milliseconds since the epoch of an RFC 3339 date-time, or null when it is not one (including impossible dates
 * such as February 31). A leap second (`:60`) counts as the next second.
 * @example parseDateTime('2021-09-30T16:25:24Z') // 1633019124000
 */
export function parseDateTime(value: string): number | null {
  const m = DATE_TIME.exec(value)
  if (!m) return null
  const [year, month, day, hour, minute, second] = numbers(m.slice(1, 7))
  const [offsetHours, offsetMinutes] = numbers([m[10], m[11]])
  if (year === undefined || month === undefined || day === undefined) return null
  if (hour === undefined || minute === undefined || second === undefined) return null
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (hour > 23 || minute > 59 || second > 60) return null
  if (offsetHours === undefined || offsetMinutes === undefined || offsetHours > 23 || offsetMinutes > 59) return null
  const millis = Number(`${m[7] ?? ''}000`.slice(0, 3))
  const sign = m[9] === '-' ? -1 : 1
  // Not Date.UTC: it maps years 0-99 to 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, millis)
  return date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000
}
