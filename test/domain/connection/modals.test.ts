import { describe, expect, test } from 'vitest'
import { INITIAL_MODALS, modals, type ModalsEvent, type ModalsState } from '../../../src/domain/connection/modals'
import { runMachine } from '../../../src/domain/shared/machine'
import type { ConnectionStatus } from '../../../src/domain/connection/walletSession'

/** One step of the machine: its state; the modals never have an effect. */
function step(state: ModalsState, event: ModalsEvent): ModalsState {
  const [next, effects] = modals(state, event)
  expect(effects).toEqual([])
  return next
}

const status = (s: ConnectionStatus, chainUnsupported = false): ModalsEvent => ({
  type: 'statusChanged',
  status: s,
  chainUnsupported,
})
const run = (events: ModalsEvent[], from: ModalsState = INITIAL_MODALS): ModalsState => events.reduce(step, from)

describe('modals', () => {
  test('default: nothing open, the status not known yet, so nothing opens', () => {
    expect(INITIAL_MODALS).toEqual({ open: [], status: 'loading', chainUnsupported: false, pending: undefined })
    expect(step(INITIAL_MODALS, { type: 'modalOpened', modal: 'connect' })).toBe(INITIAL_MODALS)
  })

  test('behavior: a modal opens when the status allows it, replacing the open one, and closes', () => {
    const connected = run([status('connected')])
    expect(run([{ type: 'modalOpened', modal: 'connect' }], connected).open).toEqual([])
    const account = run([{ type: 'modalOpened', modal: 'account' }], connected)
    expect(account.open).toEqual(['account'])
    expect(step(account, { type: 'modalOpened', modal: 'account' })).toBe(account)
    expect(run([{ type: 'modalOpened', modal: 'chain' }], account).open).toEqual(['chain'])
    const closed = run([{ type: 'modalClosed' }], account)
    expect(closed.open).toEqual([])
    expect(step(closed, { type: 'modalClosed' })).toBe(closed)
  })

  test('behavior: a status that no longer allows the open modal closes it; an unsupported chain closes the account modal', () => {
    const account = run([status('connected'), { type: 'modalOpened', modal: 'account' }])
    expect(run([status('connected', true)], account).open).toEqual([])
    const chain = run([status('connected', true), { type: 'modalOpened', modal: 'chain' }])
    expect(run([status('unauthenticated', true)], chain).open).toEqual(['chain'])
    expect(run([status('disconnected')], chain).open).toEqual([])
  })

  test('behavior: a connect keeps the connect modal open only when the status that follows is unauthenticated', () => {
    const connect = run([status('disconnected'), { type: 'modalOpened', modal: 'connect' }])
    const signIn = run([status('unauthenticated'), { type: 'sessionEventHappened', event: 'connect' }], connect)
    expect(signIn.open).toEqual(['connect'])
    expect(run([status('connected'), { type: 'sessionEventHappened', event: 'connect' }], connect).open).toEqual([])
  })

  test('behavior: a disconnect closes every modal, the connect modal too', () => {
    const connect = run([status('unauthenticated'), { type: 'modalOpened', modal: 'connect' }])
    const after = run([status('disconnected'), { type: 'sessionEventHappened', event: 'disconnect' }], connect)
    expect(after.open).toEqual([])
  })

  test('behavior: while the status is loading nothing closes and a session event waits for the known status', () => {
    const connect = run([status('disconnected'), { type: 'modalOpened', modal: 'connect' }])
    const waiting = run([status('loading'), { type: 'sessionEventHappened', event: 'connect' }], connect)
    expect(waiting).toMatchObject({ open: ['connect'], pending: 'connect' })
    expect(step(waiting, { type: 'modalOpened', modal: 'connect' })).toBe(waiting)
    // The sign-in side answered: not signed in, so the sign-in step follows in the connect modal.
    expect(run([status('unauthenticated')], waiting)).toMatchObject({ open: ['connect'], pending: undefined })
    // Signed in: the connect closes it.
    expect(run([status('connected')], waiting)).toMatchObject({ open: [], pending: undefined })
  })

  test('behavior: an event that changes nothing returns the same state', () => {
    const state = run([status('connected'), { type: 'modalOpened', modal: 'account' }])
    expect(step(state, status('connected'))).toBe(state)
    const none = run([status('disconnected')])
    expect(step(none, { type: 'sessionEventHappened', event: 'disconnect' })).toBe(none)
  })
})

describe('modals on the machine kit', () => {
  test('behavior: run by runMachine, it hears what it is sent; disposed, nothing more', () => {
    const machine = runMachine(modals, INITIAL_MODALS, {})
    expect(machine.getSnapshot()).toBe(INITIAL_MODALS)
    machine.send(status('disconnected'))
    machine.send({ type: 'modalOpened', modal: 'connect' })
    expect(machine.getSnapshot().open).toEqual(['connect'])
    machine.send(status('connected'))
    expect(machine.getSnapshot().open).toEqual([])
    machine.dispose()
    machine.send(status('disconnected'))
    expect(machine.getSnapshot().status).toBe('connected')
  })
})
