import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canOpenModal, modalsAfter, type ModalName } from '../../../src/domain/connection/modalRules'
import type { ConnectionStatus } from '../../../src/domain/connection/walletSession'

const statusArb = fc.constantFrom<ConnectionStatus>('loading', 'disconnected', 'unauthenticated', 'connected')
const modalArb = fc.constantFrom<ModalName>('connect', 'account', 'chain')
const openArb = fc.uniqueArray(modalArb, { maxLength: 3 })

describe('canOpenModal', () => {
  test('behavior: the account modal never opens with the connect modal; the chain modal opens exactly for a connected wallet', () => {
    fc.assert(
      fc.property(statusArb, fc.boolean(), (status, chainUnsupported) => {
        const connect = canOpenModal('connect', status, { chainUnsupported })
        const account = canOpenModal('account', status, { chainUnsupported })
        const chain = canOpenModal('chain', status, { chainUnsupported })
        expect(connect && account).toBe(false)
        if (account) expect(chain).toBe(true)
        // The wallet is connected in these two statuses, signed in or not: switching must stay possible.
        expect(chain).toBe(status === 'connected' || status === 'unauthenticated')
        if (connect && chain) expect(status).toBe('unauthenticated')
        if (status === 'loading') expect(connect || account || chain).toBe(false)
      }),
    )
  })

  test('behavior: an unsupported chain only ever closes the account modal', () => {
    fc.assert(
      fc.property(statusArb, modalArb, (status, modal) => {
        const before = canOpenModal(modal, status, { chainUnsupported: false })
        const after = canOpenModal(modal, status, { chainUnsupported: true })
        expect(after).toBe(modal === 'account' ? false : before)
      }),
    )
  })
})

describe('modalsAfter', () => {
  test('behavior: the result is a subset, at most the connect modal, and the same array when unchanged', () => {
    fc.assert(
      fc.property(
        openArb,
        fc.constantFrom('connect' as const, 'disconnect' as const),
        statusArb,
        (open, event, status) => {
          const next = modalsAfter(open, event, status)
          for (const modal of next) expect(open).toContain(modal)
          expect(next.every((modal) => modal === 'connect')).toBe(true)
          if (next.length === open.length) expect(next).toBe(open)
          const staysOpen = event === 'connect' && status === 'unauthenticated' && open.includes('connect')
          expect(next.includes('connect')).toBe(staysOpen)
        },
      ),
    )
  })
})
