import { describe, expect, test } from 'vitest'
import { canOpenModal, modalsAfter, type ModalName } from '../../../src/domain/connection/modalRules'

const supported = { chainUnsupported: false }
const unsupported = { chainUnsupported: true }

describe('canOpenModal', () => {
  test('default: the connect modal opens only when disconnected or unauthenticated', () => {
    expect(canOpenModal('connect', 'disconnected', supported)).toBe(true)
    expect(canOpenModal('connect', 'unauthenticated', supported)).toBe(true)
    expect(canOpenModal('connect', 'connected', supported)).toBe(false)
    expect(canOpenModal('connect', 'loading', supported)).toBe(false)
  })

  test('behavior: the account modal needs a connection on a supported chain', () => {
    expect(canOpenModal('account', 'connected', supported)).toBe(true)
    expect(canOpenModal('account', 'connected', unsupported)).toBe(false)
    expect(canOpenModal('account', 'unauthenticated', supported)).toBe(false)
  })

  test('behavior: the chain modal opens when connected, also on an unsupported chain', () => {
    expect(canOpenModal('chain', 'connected', unsupported)).toBe(true)
    expect(canOpenModal('chain', 'connected', supported)).toBe(true)
    expect(canOpenModal('chain', 'loading', supported)).toBe(false)
    expect(canOpenModal('chain', 'disconnected', unsupported)).toBe(false)
  })

  test('behavior: the chain modal opens for a connected wallet that is not signed in (switch before signing in)', () => {
    expect(canOpenModal('chain', 'unauthenticated', unsupported)).toBe(true)
    expect(canOpenModal('chain', 'unauthenticated', supported)).toBe(true)
  })
})

describe('modalsAfter', () => {
  const all: readonly ModalName[] = ['connect', 'account', 'chain']

  test('default: every modal closes on disconnect', () => {
    expect(modalsAfter(all, 'disconnect', 'disconnected')).toEqual([])
  })

  test('behavior: every modal closes on connect when the visitor is connected', () => {
    expect(modalsAfter(all, 'connect', 'connected')).toEqual([])
  })

  test('behavior: the connect modal stays open after a connect that still needs sign-in', () => {
    expect(modalsAfter(all, 'connect', 'unauthenticated')).toEqual(['connect'])
    expect(modalsAfter(['chain'], 'connect', 'unauthenticated')).toEqual([])
  })

  test('behavior: nothing closes -> the same array', () => {
    const open: readonly ModalName[] = ['connect']
    expect(modalsAfter(open, 'connect', 'unauthenticated')).toBe(open)
    const none: readonly ModalName[] = []
    expect(modalsAfter(none, 'disconnect', 'disconnected')).toBe(none)
  })
})
