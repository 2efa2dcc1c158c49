import type { Chain } from '../../../src/domain/chains/chain'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sessionTransition, type SessionTransitionEvent } from '../../../src/domain/connection/sessionTransition'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { BaseError } from '../../../src/domain/errors/baseError'
import { isAddress } from '../../../src/domain/shared/hex'
import { addressArb, chainIdArb, walletSessionArb } from './arbitraries'
import { CONFIGURED_CHAINS } from './testChains'

/** One step of the machine, as { state, effects } (what these assertions read). */
function step(session: WalletSession, event: SessionTransitionEvent, chains: readonly Chain[]) {
  const [state, effects] = sessionTransition(chains)(session, event)
  return { state, effects }
}

const errorArb = fc.constantFrom(
  new BaseError('User rejected the request.', { code: 'user-rejected' }),
  new BaseError('An error occurred when attempting to switch chain.', { code: 'switch-chain' }),
)
const pendingArb = fc.record({ chainId: chainIdArb, request: fc.nat(5) })
const chainArb = fc.record({ id: chainIdArb, unsupported: fc.boolean() })
const walletIdArb = fc.constantFrom('metaMask', 'rainbow', 'walletConnect')

const eventArb: fc.Arbitrary<SessionTransitionEvent> = fc.oneof(
  fc.record({
    type: fc.constant('connectStarted' as const),
    walletId: walletIdArb,
    uri: fc.option(fc.constant('wc:1@2'), { nil: undefined }),
  }),
  fc.constant({ type: 'connectorNotFound' as const }),
  fc.record({
    type: fc.constant('connectAnswered' as const),
    walletId: walletIdArb,
    result: fc.record({
      accounts: fc.array(fc.oneof(addressArb, fc.constant('0xnot-an-address' as `0x${string}`)), { maxLength: 2 }),
      chain: chainArb,
    }),
    remember: fc.boolean(),
    canSwitchChain: fc.boolean(),
  }),
  fc.record({ type: fc.constant('connectFailed' as const), error: errorArb }),
  fc.constant({ type: 'reconnectStarted' as const }),
  fc.constant({ type: 'reconnectTimedOut' as const }),
  fc.record({ type: fc.constant('sessionEnded' as const), forget: fc.boolean() }),
  fc.record({
    type: fc.constant('connectorReported' as const),
    event: fc.oneof(
      fc.constant({ type: 'connecting' as const }),
      fc.record({ type: fc.constant('message' as const), uri: fc.constant('wc:2@2') }),
      fc.record({
        type: fc.constant('change' as const),
        accounts: fc.option(fc.array(addressArb, { maxLength: 2 }), { nil: undefined }),
        chain: fc.option(chainArb, { nil: undefined }),
      }),
      fc.constant({ type: 'disconnect' as const }),
    ),
  }),
  fc.record({ type: fc.constant('switchStarted' as const), pending: pendingArb }),
  fc.record({ type: fc.constant('switchFoundUnsupported' as const), error: errorArb }),
  fc.record({
    type: fc.constant('switchAnswered' as const),
    pending: pendingArb,
    error: fc.option(errorArb, { nil: undefined }),
  }),
)

const CONFIGURED = new Set(CONFIGURED_CHAINS.map((chain) => chain.id))

/** A session the app can show: a connected one has a valid account and the configured chains decide the flag. */
function expectValid(session: WalletSession): void {
  expect(['reconnecting', 'disconnected', 'connecting', 'connected']).toContain(session.status)
  if (session.status !== 'connected') return
  expect(isAddress(session.address)).toBe(true)
  expect(session.chain.unsupported).toBe(!CONFIGURED.has(session.chain.id))
}

describe('sessionTransition (property)', () => {
  test('behavior: any sequence of events from any valid state yields a valid state', () => {
    const validStart = walletSessionArb.filter(
      (s) => s.status !== 'connected' || !s.chain.unsupported === CONFIGURED.has(s.chain.id),
    )
    fc.assert(
      fc.property(validStart, fc.array(eventArb, { maxLength: 12 }), (start, events) => {
        let session = start
        for (const event of events) {
          session = step(session, event, CONFIGURED_CHAINS).state
          expectValid(session)
        }
      }),
    )
  })

  test('behavior: switch events change nothing unless connected (same reference, no effects)', () => {
    fc.assert(
      fc.property(walletSessionArb, eventArb, (session, event) => {
        fc.pre(session.status !== 'connected' && event.type.startsWith('switch'))
        const next = step(session, event, CONFIGURED_CHAINS)
        expect(next.state).toBe(session)
        expect(next.effects).toEqual([])
      }),
    )
  })

  test('behavior: the wallet is remembered only when a prompt connects it, and a lost connection forgets it', () => {
    fc.assert(
      fc.property(walletSessionArb, eventArb, (session, event) => {
        const { state, effects } = step(session, event, CONFIGURED_CHAINS)
        const remembered = effects.filter((effect) => effect.type === 'rememberWallet')
        if (remembered.length > 0) {
          expect(event.type === 'connectAnswered' && event.remember).toBe(true)
          expect(state).toMatchObject({ status: 'connected', walletId: remembered[0]?.walletId })
        }
        if (session.status === 'connected' && event.type === 'connectorReported' && state.status !== 'connected')
          expect(effects).toEqual([{ type: 'endAttempt' }, { type: 'forgetWallet' }])
      }),
    )
  })

  test('behavior: a failed connect ends the attempt with the error kept', () => {
    fc.assert(
      fc.property(walletSessionArb, errorArb, (session, error) => {
        expect(step(session, { type: 'connectFailed', error }, CONFIGURED_CHAINS)).toEqual({
          state: { status: 'disconnected', error },
          effects: [{ type: 'endAttempt' }],
        })
      }),
    )
  })
})
