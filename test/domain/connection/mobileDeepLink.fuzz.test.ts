import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  type DeepLinkWallet,
  INITIAL_MOBILE_DEEP_LINK,
  mobileDeepLink,
  type MobileDeepLinkEffect,
  type MobileDeepLinkEvent,
  type MobileDeepLinkState,
} from '../../../src/domain/connection/mobileDeepLink'

const wallet = (id: string): DeepLinkWallet => ({ id, name: `Wallet ${id}`, link: (uri) => `${id}://wc?uri=${uri}` })
const WALLETS = [wallet('a'), wallet('b')]

const eventArb: fc.Arbitrary<MobileDeepLinkEvent> = fc.oneof(
  fc.constantFrom<MobileDeepLinkEvent>(
    { type: 'sheetOpened' },
    { type: 'sheetClosed' },
    { type: 'openTapped' },
    { type: 'pageHidden' },
    { type: 'pageShown' },
    { type: 'retried' },
    { type: 'cancelled' },
  ),
  fc.constantFrom(...WALLETS).map((w): MobileDeepLinkEvent => ({ type: 'walletTapped', wallet: w })),
  fc
    .tuple(fc.nat(4), fc.constantFrom('wc:1', 'wc:2'))
    .map(([round, uri]): MobileDeepLinkEvent => ({ type: 'pairingReady', round, uri })),
  fc.nat(4).map((round): MobileDeepLinkEvent => ({ type: 'pairingEnded', round })),
  fc.nat(4).map((round): MobileDeepLinkEvent => ({ type: 'pairingFailed', round })),
  fc.nat(6).map((attempt): MobileDeepLinkEvent => ({ type: 'linkTimedOut', attempt })),
  fc.constantFrom('a', 'b', 'x').map((walletId): MobileDeepLinkEvent => ({ type: 'connectionFailed', walletId })),
)

/** A reachable state: the initial one after any events, with the effects of the last one. */
const runArb = fc.array(eventArb, { maxLength: 40 }).map((events) => {
  let state = INITIAL_MOBILE_DEEP_LINK
  let effects: readonly MobileDeepLinkEffect[] = []
  for (const event of events) [state, effects] = mobileDeepLink(state, event)
  return { state, effects }
})

function expectValid(state: MobileDeepLinkState): void {
  expect(state.opened).toBeGreaterThanOrEqual(0)
  if (state.step === 'choosing') expect('wallet' in state).toBe(false)
  else expect('wallet' in state).toBe(true)
  if ('link' in state) expect(state.link).toBe(state.wallet.link(state.link.slice(state.link.indexOf('uri=') + 4)))
}

describe('mobileDeepLink', () => {
  test('behavior: any event from any reachable state yields a valid state, effects only as documented', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 50 }), (events) => {
        let state = INITIAL_MOBILE_DEEP_LINK
        for (const event of events) {
          const [next, effects] = mobileDeepLink(state, event)
          expectValid(next)
          const opens = effects.filter((e) => e.type === 'openLink')
          // A link is followed only on a tap (wallet, Open, RETRY), first among its effects, with a timer after it.
          if (opens.length > 0) {
            expect(['walletTapped', 'openTapped', 'retried']).toContain(event.type)
            expect(effects[0]?.type).toBe('openLink')
            expect(next.step).toBe('opening')
            expect(effects.at(-1)).toEqual({ type: 'wait', attempt: next.opened })
            expect(state.pairing.status).toBe('ready')
          }
          expect(opens.length).toBeLessThanOrEqual(1)
          for (const effect of effects)
            if (effect.type === 'preparePairing')
              expect(next.pairing).toEqual({ status: 'preparing', round: effect.round })
          if (effects.length === 0 && next !== state) expect(next).not.toEqual(state)
          state = next
        }
      }),
    )
  })

  test('behavior: an event that does not apply returns the same state reference and no effects', () => {
    fc.assert(
      fc.property(runArb, eventArb, ({ state }, event) => {
        const [next, effects] = mobileDeepLink(state, event)
        if (next === state) expect(effects).toEqual([])
      }),
    )
  })

  test('behavior: a stale pairing report or timer changes nothing', () => {
    fc.assert(
      fc.property(runArb, fc.constantFrom('wc:9'), ({ state }, uri) => {
        const stale = state.pairing.round + 1
        expect(mobileDeepLink(state, { type: 'pairingReady', round: stale, uri })[0]).toBe(state)
        expect(mobileDeepLink(state, { type: 'pairingEnded', round: stale })[0]).toBe(state)
        expect(mobileDeepLink(state, { type: 'linkTimedOut', attempt: state.opened + 1 })[0]).toBe(state)
      }),
    )
  })

  test('behavior: with a ready pairing, a tap on a wallet follows its link at once', () => {
    fc.assert(
      fc.property(runArb, fc.constantFrom(...WALLETS), ({ state }, tapped) => {
        const [next, effects] = mobileDeepLink(state, { type: 'walletTapped', wallet: tapped })
        if (state.pairing.status === 'ready') {
          expect(effects[0]).toEqual({ type: 'openLink', url: tapped.link(state.pairing.uri), name: tapped.name })
          expect(next.step).toBe('opening')
        } else {
          expect(effects).toEqual([{ type: 'connect', walletId: tapped.id }])
          expect(next.step).toBe('chosen')
        }
      }),
    )
  })

  test('behavior: a page hidden after the link never offers the "didn\'t open" choices for it', () => {
    const untapping = eventArb.filter((e) => !['openTapped', 'walletTapped', 'retried'].includes(e.type))
    fc.assert(
      fc.property(
        runArb,
        fc.constantFrom(...WALLETS),
        fc.array(untapping, { maxLength: 10 }),
        ({ state }, w, later) => {
          // From any reachable state: the sheet open, its pairing ready, a tap, then the page hidden.
          let s = mobileDeepLink(state, { type: 'sheetOpened' })[0]
          if (s.pairing.status === 'preparing')
            s = mobileDeepLink(s, { type: 'pairingReady', round: s.pairing.round, uri: 'wc:9' })[0]
          const [opening, effects] = mobileDeepLink(s, { type: 'walletTapped', wallet: w })
          expect(effects[0]?.type).toBe('openLink')
          s = mobileDeepLink(opening, { type: 'pageHidden' })[0]
          for (const event of later) s = mobileDeepLink(s, event)[0]
          s = mobileDeepLink(s, { type: 'linkTimedOut', attempt: opening.opened })[0]
          expect(s.step).not.toBe('didNotOpen')
        },
      ),
    )
  })

  test('behavior: a page still visible when the timer ends offers them', () => {
    fc.assert(
      fc.property(runArb, fc.constantFrom(...WALLETS), ({ state }, w) => {
        let s = mobileDeepLink(state, { type: 'sheetOpened' })[0]
        if (s.pairing.status === 'preparing')
          s = mobileDeepLink(s, { type: 'pairingReady', round: s.pairing.round, uri: 'wc:9' })[0]
        if (s.pairing.status !== 'ready') return
        const opening = mobileDeepLink(s, { type: 'walletTapped', wallet: w })[0]
        expect(mobileDeepLink(opening, { type: 'linkTimedOut', attempt: opening.opened })[0]).toMatchObject({
          step: 'didNotOpen',
          link: w.link(s.pairing.uri),
        })
      }),
    )
  })

  test('behavior: cancel always returns to the wallet row, keeping the pairing', () => {
    fc.assert(
      fc.property(runArb, ({ state }) => {
        const [next, effects] = mobileDeepLink(state, { type: 'cancelled' })
        expect(next.step).toBe('choosing')
        expect(next.pairing).toBe(state.pairing)
        expect(effects).toEqual([])
      }),
    )
  })
})
