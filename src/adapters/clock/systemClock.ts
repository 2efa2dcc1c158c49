import type { Clock } from '../../ports/clock'

/** The machine's wall clock. */
export class SystemClock implements Clock {
  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now()
  }
}
