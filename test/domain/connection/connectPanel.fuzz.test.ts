import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { connectPanel, type ConnectPanelEvent } from '../../../src/domain/connection/connectPanel'
import {
  backTarget,
  INITIAL_CONNECT_PANEL,
  isWalletlessStep,
  type ConnectPanelState,
  type PanelWallet,
} from '../../../src/domain/connection/connectPanelState'

const instructions = { learnMoreUrl: 'https://l', steps: [] }
const walletArb = (id: string): fc.Arbitrary<PanelWallet> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Wallet ${id}`),
    ready: fc.boolean(),
    hasQrCode: fc.boolean(),
    downloadUrls: fc.record({
      qrCode: fc.option(fc.constant('q'), { nil: undefined }),
      chrome: fc.option(fc.constant('c'), { nil: undefined }),
    }),
    qrCode: fc.option(fc.constant({ instructions }), { nil: undefined }),
    extension: fc.option(fc.constant({ instructions }), { nil: undefined }),
    desktopLink: fc.option(
      fc.constant((uri: string) => `app://${uri}`),
      { nil: undefined },
    ),
  })
const poolArb = fc.tuple(walletArb('a'), walletArb('b'), walletArb('c'))

const eventArb = (pool: readonly PanelWallet[]): fc.Arbitrary<ConnectPanelEvent> => {
  const wallet = fc.constantFrom(...pool)
  const walletId = fc.constantFrom('a', 'b', 'c', 'unknown')
  return fc.oneof(
    fc.constantFrom<ConnectPanelEvent>(
      { type: 'learnChosen' },
      { type: 'getChosen' },
      { type: 'continued' },
      { type: 'retried' },
      { type: 'wentBack' },
      { type: 'modalClosed' },
    ),
    wallet.map((w): ConnectPanelEvent => ({ type: 'walletSelected', wallet: w })),
    wallet.map((w): ConnectPanelEvent => ({ type: 'getWalletSelected', wallet: w })),
    fc
      .constantFrom('extension' as const, 'mobile' as const)
      .map((option): ConnectPanelEvent => ({ type: 'downloadChosen', option })),
    walletId.map((id): ConnectPanelEvent => ({ type: 'connectionStarted', walletId: id })),
    walletId.map((id): ConnectPanelEvent => ({ type: 'connectionFailed', walletId: id })),
    fc
      .tuple(walletId, fc.constantFrom('wc:1', 'wc:2'))
      .map(([id, uri]): ConnectPanelEvent => ({ type: 'connectionUriReceived', walletId: id, uri })),
  )
}

const scenarioArb = poolArb.chain((pool) => fc.array(eventArb(pool), { maxLength: 40, size: 'medium' }))

function expectValid(state: ConnectPanelState): void {
  expect(new Set(state.history).size).toBe(state.history.length)
  expect(state.history).not.toContain(state.step)
  expect(state.history.length).toBeLessThanOrEqual(7)
  if (isWalletlessStep(state.step)) {
    expect('wallet' in state).toBe(false)
    expect(state.history.every(isWalletlessStep)).toBe(true)
  } else {
    expect('wallet' in state).toBe(true)
  }
  if ('wallet' in state && state.qrUri !== undefined) expect(state.connectState).toBe('connecting')
}

describe('connectPanel', () => {
  test('behavior: any event from any reachable state yields a valid state', () => {
    fc.assert(
      fc.property(scenarioArb, (events) => {
        let state = INITIAL_CONNECT_PANEL
        for (const event of events) {
          const [next, effects] = connectPanel(state, event)
          expectValid(next)
          for (const effect of effects) {
            if (effect.type === 'connect') {
              expect(next).toMatchObject({
                step: 'CONNECT',
                connectState: 'connecting',
                wallet: { id: effect.walletId, ready: true },
              })
            } else {
              expect(event.type).toBe('connectionUriReceived')
            }
          }
          state = next
        }
      }),
    )
  })

  test('behavior: a transition that changes nothing keeps the reference and emits nothing', () => {
    fc.assert(
      fc.property(scenarioArb, (events) => {
        let state = INITIAL_CONNECT_PANEL
        for (const event of events) {
          const [next, effects] = connectPanel(state, event)
          if (isDeepStrictEqual(next, state)) {
            expect(next).toBe(state)
            expect(effects).toEqual([])
          }
          state = next
        }
      }),
    )
  })

  test('behavior: reports about a wallet that is not selected keep the reference', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('wc:1', 'wc:9'), (events, uri) => {
        let state = INITIAL_CONNECT_PANEL
        for (const event of events) state = connectPanel(state, event)[0]
        const other = 'wallet' in state ? `${state.wallet.id}-other` : 'a'
        for (const event of [
          { type: 'connectionUriReceived', walletId: other, uri },
          { type: 'connectionFailed', walletId: other },
          { type: 'connectionStarted', walletId: other },
        ] as const) {
          expect(connectPanel(state, event)[0]).toBe(state)
        }
      }),
    )
  })

  test('behavior: a wallet chosen in the list goes back to the last wallet-less step the visitor saw', () => {
    fc.assert(
      fc.property(scenarioArb, poolArb, (events, pool) => {
        let state = INITIAL_CONNECT_PANEL
        for (const event of events) state = connectPanel(state, event)[0]
        const other = pool.find((w) => !('wallet' in state) || w.id !== state.wallet.id)
        if (!other) return
        const lastWalletless = isWalletlessStep(state.step) ? state.step : state.history.filter(isWalletlessStep).at(-1)
        const [next] = connectPanel(state, { type: 'walletSelected', wallet: other })
        expect(next).toMatchObject({ step: 'CONNECT', wallet: other })
        expect(backTarget(next)).toBe(lastWalletless)
      }),
    )
  })

  test('behavior: going back goes to the back target, closing the modal to the start', () => {
    fc.assert(
      fc.property(scenarioArb, (events) => {
        let state = INITIAL_CONNECT_PANEL
        for (const event of events) state = connectPanel(state, event)[0]
        const target = backTarget(state)
        const [back] = connectPanel(state, { type: 'wentBack' })
        if (target === undefined) expect(back).toBe(state)
        else expect(back).toMatchObject({ step: target, history: state.history.slice(0, -1) })
        expect(connectPanel(state, { type: 'modalClosed' })[0]).toEqual(INITIAL_CONNECT_PANEL)
      }),
    )
  })
})
