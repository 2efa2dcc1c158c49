import { describe, expect, test } from 'vitest'
import { INITIAL_MODALS, modals, type ModalsEvent, type ModalsState } from '../../../src/domain/connection/modals'
import { createModalsStore } from '../../../src/domain/connection/modalsStore'
import type { ConnectionStatus } from '../../../src/domain/connection/walletSession'

const status = (s: ConnectionStatus, chainUnsupported = false): ModalsEvent => ({
  type: 'STATUS',
  status: s,
  chainUnsupported,
})
const run = (events: ModalsEvent[], from: ModalsState = INITIAL_MODALS): ModalsState => events.reduce(modals, from)

describe('modals', () => {
  test('default: nothing open, the status not known yet, so nothing opens', () => {
    expect(INITIAL_MODALS).toEqual({ open: [], status: 'loading', chainUnsupported: false, pending: undefined })
    expect(modals(INITIAL_MODALS, { type: 'OPEN', modal: 'connect' })).toBe(INITIAL_MODALS)
  })

  test('behavior: a modal opens when the status allows it, replacing the open one, and closes', () => {
    const connected = run([status('connected')])
    expect(run([{ type: 'OPEN', modal: 'connect' }], connected).open).toEqual([])
    const account = run([{ type: 'OPEN', modal: 'account' }], connected)
    expect(account.open).toEqual(['account'])
    expect(modals(account, { type: 'OPEN', modal: 'account' })).toBe(account)
    expect(run([{ type: 'OPEN', modal: 'chain' }], account).open).toEqual(['chain'])
    const closed = run([{ type: 'CLOSE' }], account)
    expect(closed.open).toEqual([])
    expect(modals(closed, { type: 'CLOSE' })).toBe(closed)
  })

  test('behavior: a status that no longer allows the open modal closes it; an unsupported chain closes the account modal', () => {
    const account = run([status('connected'), { type: 'OPEN', modal: 'account' }])
    expect(run([status('connected', true)], account).open).toEqual([])
    const chain = run([status('connected', true), { type: 'OPEN', modal: 'chain' }])
    expect(run([status('unauthenticated', true)], chain).open).toEqual(['chain'])
    expect(run([status('disconnected')], chain).open).toEqual([])
  })

  test('behavior: a connect keeps the connect modal open only when the status that follows is unauthenticated', () => {
    const connect = run([status('disconnected'), { type: 'OPEN', modal: 'connect' }])
    const signIn = run([status('unauthenticated'), { type: 'SESSION_EVENT', event: 'connect' }], connect)
    expect(signIn.open).toEqual(['connect'])
    expect(run([status('connected'), { type: 'SESSION_EVENT', event: 'connect' }], connect).open).toEqual([])
  })

  test('behavior: a disconnect closes every modal, the connect modal too', () => {
    const connect = run([status('unauthenticated'), { type: 'OPEN', modal: 'connect' }])
    const after = run([status('disconnected'), { type: 'SESSION_EVENT', event: 'disconnect' }], connect)
    expect(after.open).toEqual([])
  })

  test('behavior: while the status is loading nothing closes and a session event waits for the known status', () => {
    const connect = run([status('disconnected'), { type: 'OPEN', modal: 'connect' }])
    const waiting = run([status('loading'), { type: 'SESSION_EVENT', event: 'connect' }], connect)
    expect(waiting).toMatchObject({ open: ['connect'], pending: 'connect' })
    expect(modals(waiting, { type: 'OPEN', modal: 'connect' })).toBe(waiting)
    // The sign-in side answered: not signed in, so the sign-in step follows in the connect modal.
    expect(run([status('unauthenticated')], waiting)).toMatchObject({ open: ['connect'], pending: undefined })
    // Signed in: the connect closes it.
    expect(run([status('connected')], waiting)).toMatchObject({ open: [], pending: undefined })
  })

  test('behavior: an event that changes nothing returns the same state', () => {
    const state = run([status('connected'), { type: 'OPEN', modal: 'account' }])
    expect(modals(state, status('connected'))).toBe(state)
    const none = run([status('disconnected')])
    expect(modals(none, { type: 'SESSION_EVENT', event: 'disconnect' })).toBe(none)
  })
})

describe('createModalsStore', () => {
  test('behavior: started, it hears its source until stopped; dispatch runs the machine', () => {
    let send: (event: ModalsEvent) => void = () => {}
    let following = 0
    const store = createModalsStore({
      follow(dispatch) {
        following += 1
        send = dispatch
        dispatch(status('disconnected'))
        return () => {
          following -= 1
        }
      },
    })
    expect(store.getSnapshot()).toBe(INITIAL_MODALS)
    const stop = store.start()
    expect(following).toBe(1)
    store.dispatch({ type: 'OPEN', modal: 'connect' })
    expect(store.getSnapshot().open).toEqual(['connect'])
    send(status('connected'))
    expect(store.getSnapshot().open).toEqual([])
    stop()
    expect(following).toBe(0)
  })
})
