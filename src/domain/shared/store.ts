import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs'

/**
 * Observable state holder used by every domain service: `state$` emits only on change,
 * `getSnapshot()` is synchronous and keeps its reference when nothing changed (for useSyncExternalStore).
 */
export class StateStore<S> {
  private readonly subject: BehaviorSubject<S>
  readonly state$: Observable<S>

  constructor(initial: S) {
    this.subject = new BehaviorSubject(initial)
    this.state$ = this.subject.pipe(distinctUntilChanged())
  }

  getSnapshot = (): S => this.subject.getValue()

  /** Subscribe with a plain callback; returns the unsubscribe function (useSyncExternalStore's shape). */
  subscribe = (listener: () => void): (() => void) => {
    const sub = this.state$.subscribe(() => listener())
    return () => sub.unsubscribe()
  }

  /** Replace the state; a reducer returning the same reference emits nothing. */
  update(fn: (state: S) => S): void {
    const next = fn(this.subject.getValue())
    if (!Object.is(next, this.subject.getValue())) this.subject.next(next)
  }

  set(next: S): void {
    this.update(() => next)
  }
}

/** What React (and any other view) needs from a service: a snapshot and a change subscription. */
export type Readable<S> = {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
}

/** A subscribe for state that never changes: the listener is never called. */
export const neverChanges = (): (() => void) => noop

const noop = (): void => undefined

/**
 * A Readable whose snapshot is always `value` (no account, no service: nothing to watch).
 * @example const NONE = constantReadable(EMPTY_TRANSACTION_LOG)
 */
export function constantReadable<S>(value: S): Readable<S> {
  return { getSnapshot: () => value, subscribe: neverChanges }
}
