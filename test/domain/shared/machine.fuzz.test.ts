import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runMachine, stay, type Transition } from '../../../src/domain/shared/machine'

// A machine made of data: each event adds `add` to the state (0 changes nothing) and asks for its effects; an effect
// may send further events from inside its handler, which exercises the queue.
type Event = { type: 'happened'; id: string; add: number; effects: readonly Effect[] }
type Effect =
  | { type: 'note'; id: string }
  | { type: 'echo'; id: string; events: readonly Event[] }
  | { type: 'throw'; id: string }

const transition: Transition<number, Event, Effect> = (state, event) =>
  event.add === 0 && event.effects.length === 0 ? stay(state) : [state + event.add, event.effects]

const leafEvent = (id: string): fc.Arbitrary<Event> =>
  fc.record({
    type: fc.constant('happened' as const),
    id: fc.constant(id),
    add: fc.integer({ min: -3, max: 3 }),
    effects: fc.array(
      fc.nat(99).map((n): Effect => ({ type: 'note', id: `${id}.${n}` })),
      { maxLength: 3 },
    ),
  })

const eventArb: fc.Arbitrary<Event> = fc
  .tuple(fc.nat(9999), fc.integer({ min: -3, max: 3 }), fc.array(fc.nat(3), { maxLength: 3 }))
  .chain(([n, add, kinds]) =>
    fc
      .tuple(...kinds.map((kind, i) => effectArb(`${n}.${i}`, kind)))
      .map((effects): Event => ({ type: 'happened', id: `${n}`, add, effects })),
  )

function effectArb(id: string, kind: number): fc.Arbitrary<Effect> {
  if (kind === 0) return fc.constant({ type: 'throw', id })
  if (kind === 1)
    return fc
      .array(fc.nat(99), { maxLength: 2 })
      .chain((ns) => fc.tuple(...ns.map((n) => leafEvent(`${id}/${n}`))))
      .map((events): Effect => ({ type: 'echo', id, events }))
  return fc.constant({ type: 'note', id })
}

/**
 * The reference: each event sent from outside runs to completion before the next; within it, effects in order, and
 * events sent by handlers queued behind, first in first out.
 */
function reference(
  initial: number,
  sent: readonly Event[],
): { state: number; handled: string[]; throwing: string[]; states: number[] } {
  const handled: string[] = []
  const throwing: string[] = []
  const states: number[] = []
  let state = initial
  for (const outside of sent) {
    const queue = [outside]
    for (let event = queue.shift(); event; event = queue.shift()) {
      const [next, effects] = transition(state, event)
      if (next !== state) states.push(next)
      state = next
      for (const effect of effects) {
        handled.push(effect.id)
        if (effect.type === 'throw') throwing.push(effect.id)
        if (effect.type === 'echo') queue.push(...effect.events)
      }
    }
  }
  return { state, handled, throwing, states }
}

describe('runMachine', () => {
  test('every effect is handled exactly once, in the order the transitions produced them, across nested sends', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.array(eventArb, { maxLength: 6 }), (initial, events) => {
        const handled: string[] = []
        const states: number[] = []
        const thrown: string[] = []
        const machine = runMachine(transition, initial, {
          note: (effect) => void handled.push(effect.id),
          throw: (effect) => {
            handled.push(effect.id)
            throw new Error(effect.id)
          },
          echo: (effect, { send }) => {
            handled.push(effect.id)
            for (const event of effect.events) send(event)
          },
        })
        machine.subscribe(() => states.push(machine.getSnapshot()))
        states.length = 0 // the store reports its state once on subscribe
        for (const event of events)
          try {
            machine.send(event)
          } catch (error) {
            const errors = error instanceof AggregateError ? error.errors : [error]
            thrown.push(...errors.map((e: Error) => e.message))
          }
        const expected = reference(initial, events)
        expect(handled).toEqual(expected.handled)
        expect(machine.getSnapshot()).toBe(expected.state)
        expect(states).toEqual(expected.states)
        // A throwing handler stopped nothing, and its error reached the sender.
        expect(thrown).toEqual(expected.throwing)
      }),
      { numRuns: 60 },
    )
  })

  test('an event sent by a subscriber waits for the current effects, then sees the state they left', () => {
    fc.assert(
      fc.property(fc.array(leafEvent('e'), { minLength: 1, maxLength: 5 }), (events) => {
        const order: string[] = []
        const machine = runMachine(transition, 0, {
          note: (e) => void order.push(`effect ${e.id}`),
          echo: () => {},
          throw: () => {},
        })
        let reacted = true // the store reports its state once on subscribe: not a change
        machine.subscribe(() => {
          order.push(`state ${machine.getSnapshot()}`)
          if (!reacted) {
            reacted = true
            machine.send({ type: 'happened', id: 'r', add: 100, effects: [{ type: 'note', id: 'r' }] })
          }
        })
        reacted = false
        order.length = 0
        for (const event of events) machine.send(event)
        const first = order.findIndex((line) => line.startsWith('state'))
        if (first < 0) return // no event changed the state: the subscriber never ran
        // The reacting event's effect comes after every effect of the event that published the state.
        const reaction = order.indexOf('effect r')
        expect(reaction).toBeGreaterThan(first)
        expect(machine.getSnapshot()).toBe(events.reduce((s, e) => s + e.add, 0) + 100)
      }),
    )
  })

  test('send after dispose is inert: no state, no handler; a running effect sees its signal aborted', () => {
    fc.assert(
      fc.property(
        fc.array(leafEvent('a'), { maxLength: 4 }),
        fc.array(leafEvent('b'), { minLength: 1, maxLength: 4 }),
        (before, after) => {
          const handled: string[] = []
          const signals: AbortSignal[] = []
          const machine = runMachine(transition, 0, {
            note: (e, { signal }) => {
              handled.push(e.id)
              signals.push(signal)
            },
            echo: () => {},
            throw: () => {},
          })
          let notified = 0
          machine.subscribe(() => notified++)
          notified = 0
          for (const event of before) machine.send(event)
          const state = machine.getSnapshot()
          const seen = [...handled]
          const notifications = notified
          machine.dispose()
          for (const event of after) machine.send(event)
          expect(machine.getSnapshot()).toBe(state)
          expect(handled).toEqual(seen)
          expect(notified).toBe(notifications)
          expect(signals.every((signal) => signal.aborted)).toBe(true)
        },
      ),
    )
  })

  test('an event that does not apply publishes nothing', () => {
    const machine = runMachine(transition, 7, { note: () => {}, echo: () => {}, throw: () => {} })
    let notified = 0
    machine.subscribe(() => notified++)
    notified = 0 // the store reports its state once on subscribe
    machine.send({ type: 'happened', id: 'x', add: 0, effects: [] })
    expect(notified).toBe(0)
    machine.send({ type: 'happened', id: 'y', add: 1, effects: [] })
    expect(notified).toBe(1)
  })
})
