import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canOpenModal, type ModalName } from '../../../src/domain/connection/modalRules'
import { INITIAL_MODALS, modals, type ModalsEvent, type ModalsState } from '../../../src/domain/connection/modals'
import type { ConnectionStatus } from '../../../src/domain/connection/walletSession'

/** One step of the machine: its state; the modals never have an effect. */
function step(state: ModalsState, event: ModalsEvent): ModalsState {
  const [next, effects] = modals(state, event)
  expect(effects).toEqual([])
  return next
}

const statusArb = fc.constantFrom<ConnectionStatus>('loading', 'disconnected', 'unauthenticated', 'connected')
const modalArb = fc.constantFrom<ModalName>('connect', 'account', 'chain')
const eventArb: fc.Arbitrary<ModalsEvent> = fc.oneof(
  fc.record({ type: fc.constant('modalOpened' as const), modal: modalArb }),
  fc.constant({ type: 'modalClosed' as const }),
  fc.record({
    type: fc.constant('sessionEventHappened' as const),
    event: fc.constantFrom('connect' as const, 'disconnect' as const),
  }),
  fc.record({ type: fc.constant('statusChanged' as const), status: statusArb, chainUnsupported: fc.boolean() }),
)

describe('modals', () => {
  test('behavior: from any reachable state, at most one modal is open, and with a known status every open one is allowed and no event waits', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = INITIAL_MODALS
        for (const event of events) {
          state = step(state, event)
          expect(state.open.length).toBeLessThanOrEqual(1)
          if (state.status !== 'loading') {
            expect(state.pending).toBeUndefined()
            for (const modal of state.open) expect(canOpenModal(modal, state.status, state)).toBe(true)
          }
        }
      }),
    )
  })

  test('behavior: any event applied twice changes nothing the second time (the same state reference)', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), eventArb, (events, event) => {
        const once = step(events.reduce(step, INITIAL_MODALS), event)
        expect(step(once, event)).toBe(once)
      }),
    )
  })

  test('behavior: OPEN opens exactly the modals the status allows; a session event only closes, keeping the connect modal only for a connect that leaves the visitor unauthenticated', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), eventArb, (events, event) => {
        const before = events.reduce(step, INITIAL_MODALS)
        const after = step(before, event)
        if (event.type === 'modalOpened') {
          const allowed = canOpenModal(event.modal, before.status, before)
          expect(after.open).toEqual(allowed ? [event.modal] : before.open)
        }
        if (event.type === 'sessionEventHappened') {
          for (const modal of after.open) expect(before.open).toContain(modal)
          if (before.status === 'loading') expect(after.open).toBe(before.open)
          else {
            const keeps = event.event === 'connect' && before.status === 'unauthenticated'
            expect(after.open).toEqual(keeps ? before.open.filter((m) => m === 'connect') : [])
          }
        }
      }),
    )
  })

  test('behavior: a session event heard while loading is applied with the first known status', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 20 }),
        fc.constantFrom('connect' as const, 'disconnect' as const),
        statusArb.filter((s) => s !== 'loading'),
        fc.boolean(),
        (events, event, status, chainUnsupported) => {
          const loading = step(events.reduce(step, INITIAL_MODALS), {
            type: 'statusChanged',
            status: 'loading',
            chainUnsupported,
          })
          const waiting = step(loading, { type: 'sessionEventHappened', event })
          expect(waiting.open).toBe(loading.open)
          const known = step(waiting, { type: 'statusChanged', status, chainUnsupported })
          const direct = step(step(loading, { type: 'statusChanged', status, chainUnsupported }), {
            type: 'sessionEventHappened',
            event,
          })
          expect(known).toEqual(direct)
        },
      ),
    )
  })

  test('behavior: a disconnect then a connect heard while loading close the connect modal, as applied in turn (fast-check found it)', () => {
    const open = [
      { type: 'statusChanged', status: 'disconnected', chainUnsupported: false },
      { type: 'modalOpened', modal: 'connect' },
      { type: 'statusChanged', status: 'loading', chainUnsupported: false },
      { type: 'sessionEventHappened', event: 'disconnect' },
      { type: 'sessionEventHappened', event: 'connect' },
    ] satisfies ModalsEvent[]
    const waiting = open.reduce(step, INITIAL_MODALS)
    expect(waiting.open).toEqual(['connect'])
    const known = step(waiting, { type: 'statusChanged', status: 'unauthenticated', chainUnsupported: false })
    expect(known.open).toEqual([])
  })
})
