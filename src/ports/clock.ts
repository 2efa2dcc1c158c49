/** Wall-clock time, injectable so time rules are testable. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}
