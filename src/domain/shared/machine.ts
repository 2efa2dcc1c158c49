import { StateStore, type Readable } from './store'

/**
 * One step of a state machine: the next state and the effects to run, as data. A transition is pure: an event that
 * does not apply returns the same state reference and no effects (see `stay`). Events are facts named in the past
 * tense (`walletSelected`, `loadFailed`); effects are commands in the imperative (`connect`, `save`); both camelCase
 * (docs/architecture.md, "State machines").
 */
export type Transition<S, E, F> = (state: S, event: E) => readonly [S, readonly F[]]

/** What an effect handler may do: report its outcome as events, and stop when the machine is disposed. */
export type EffectContext<E> = {
  /** Sends an event to the machine; inert once it is disposed. */
  send(event: E): void
  /** Aborted when the machine is disposed: a handler cancels its timer or request on it. */
  signal: AbortSignal
}

/**
 * One handler per effect kind, each given its own effect type: a missing kind is a compile error, so every effect a
 * transition can produce is run somewhere.
 */
export type EffectHandlers<E, F extends { type: string }> = {
  [K in F['type']]: (effect: Extract<F, { type: K }>, context: EffectContext<E>) => void
}

/** A running machine: a read-only store of its state, `send`, and `dispose`. There is no way to set the state. */
export type Machine<S, E> = Readable<S> & {
  send(event: E): void
  /** Stops the machine: later events are ignored and running effects see their signal aborted. */
  dispose(): void
}

const NO_EFFECTS: readonly never[] = []

/** A transition's answer for an event that does not apply: the same state, nothing to run. */
export function stay<S>(state: S): readonly [S, readonly never[]] {
  return [state, NO_EFFECTS]
}

/**
 * Runs `transition` from `initial`, its effects by `handlers`. Run to completion: an event's new state is published
 * first, then its effects run in the order the transition listed them; an event sent meanwhile (by a handler, or by a
 * subscriber reacting to the new state) waits until they have all run, then is taken in the order it came. So every
 * effect runs exactly once, in order, and a transition always sees the state its predecessors left. A handler that
 * throws does not stop the others: once the queue has drained, the outermost `send` throws its error (an AggregateError
 * for several). Handlers report failures as events; a throw is a bug.
 * @example
 * const panel = runMachine(connectPanel, INITIAL_CONNECT_PANEL, { connect: ..., openLink: ... })
 * panel.send({ type: 'walletSelected', wallet })
 */
export function runMachine<S, E, F extends { type: string }>(
  transition: Transition<S, E, F>,
  initial: S,
  handlers: EffectHandlers<E, F>,
): Machine<S, E> {
  const store = new StateStore(initial)
  const aborter = new AbortController()
  const queue: E[] = []
  let running = false
  const send = (event: E): void => {
    if (aborter.signal.aborted) return
    queue.push(event)
    if (running) return
    running = true
    const thrown: unknown[] = []
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (aborter.signal.aborted) break
        const [state, effects] = transition(store.getSnapshot(), next)
        store.update(() => state)
        for (const effect of effects) {
          const handler = handlers[effect.type as F['type']] as (effect: F, context: EffectContext<E>) => void
          try {
            handler(effect, context)
          } catch (error) {
            thrown.push(error)
          }
        }
      }
    } finally {
      queue.length = 0
      running = false
    }
    if (thrown.length === 1) throw thrown[0]
    if (thrown.length > 1) throw new AggregateError(thrown, 'Effect handlers failed')
  }
  const context: EffectContext<E> = { send, signal: aborter.signal }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    dispose: () => aborter.abort(),
  }
}

/**
 * What the app gives a machine that a view starts: the handlers of its effects, and `follow`, which reports outside
 * facts (the wallet session, the sign-in) as events until the function it answers is called.
 */
export type MachineWiring<E, F extends { type: string }> = {
  handlers: EffectHandlers<E, F>
  follow?(send: (event: E) => void): () => void
}
