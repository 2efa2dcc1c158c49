import { describe, expect, test } from 'vitest'
import {
  type DeepLinkWallet,
  INITIAL_MOBILE_DEEP_LINK,
  mobileDeepLink,
  type MobileDeepLinkEvent,
  type MobileDeepLinkState,
} from '../../../src/domain/connection/mobileDeepLink'

const rainbow: DeepLinkWallet = { id: 'rainbow', name: 'Rainbow', link: (uri) => `rainbow://wc?uri=${uri}` }

function run(...events: MobileDeepLinkEvent[]): MobileDeepLinkState {
  return events.reduce((state, event) => mobileDeepLink(state, event)[0], INITIAL_MOBILE_DEEP_LINK)
}

const ready = [{ type: 'sheetOpened' }, { type: 'pairingReady', round: 1, uri: 'wc:1' }] as const

describe('mobileDeepLink', () => {
  test('default: opening the sheet prepares one pairing', () => {
    expect(mobileDeepLink(INITIAL_MOBILE_DEEP_LINK, { type: 'sheetOpened' })).toEqual([
      { pairing: { status: 'preparing', round: 1 }, opened: 0, step: 'choosing' },
      [{ type: 'preparePairing', round: 1 }],
    ])
  })

  test('behavior: a tap with the pairing ready follows the link, connects, then waits', () => {
    const [state, effects] = mobileDeepLink(run(...ready), { type: 'walletTapped', wallet: rainbow })
    expect(state).toMatchObject({ step: 'opening', link: 'rainbow://wc?uri=wc:1', opened: 1 })
    expect(effects).toEqual([
      { type: 'openLink', url: 'rainbow://wc?uri=wc:1', name: 'Rainbow' },
      { type: 'connect', walletId: 'rainbow' },
      { type: 'wait', attempt: 1 },
    ])
  })

  test('behavior: still visible after the wait: the "didn\'t open" choices; Open sends the same link again', () => {
    const state = run(...ready, { type: 'walletTapped', wallet: rainbow }, { type: 'linkTimedOut', attempt: 1 })
    expect(state.step).toBe('didNotOpen')
    const [again, effects] = mobileDeepLink(state, { type: 'openTapped' })
    expect(again).toMatchObject({ step: 'opening', opened: 2 })
    expect(effects).toEqual([
      { type: 'openLink', url: 'rainbow://wc?uri=wc:1', name: 'Rainbow' },
      { type: 'wait', attempt: 2 },
    ])
  })

  test('behavior: hidden right after the link, then visible again while pending: waiting; Cancel: the row', () => {
    const away = run(...ready, { type: 'walletTapped', wallet: rainbow }, { type: 'pageHidden' })
    expect(away.step).toBe('away')
    expect(mobileDeepLink(away, { type: 'linkTimedOut', attempt: 1 })[0]).toBe(away)
    const waiting = mobileDeepLink(away, { type: 'pageShown' })[0]
    expect(waiting.step).toBe('waiting')
    expect(mobileDeepLink(waiting, { type: 'cancelled' })[0]).toMatchObject({ step: 'choosing' })
  })

  test('behavior: a rejected connection shows RETRY; an ended pairing is renewed and RETRY uses the fresh one', () => {
    const opened = run(...ready, { type: 'walletTapped', wallet: rainbow }, { type: 'pageHidden' })
    expect(mobileDeepLink(opened, { type: 'connectionFailed', walletId: 'rainbow' })[0].step).toBe('failed')
    const [ended, effects] = mobileDeepLink(opened, { type: 'pairingEnded', round: 1 })
    expect(ended).toMatchObject({ step: 'failed', pairing: { status: 'preparing', round: 2 } })
    expect(effects).toEqual([{ type: 'preparePairing', round: 2 }])
    const fresh = mobileDeepLink(ended, { type: 'pairingReady', round: 2, uri: 'wc:2' })[0]
    expect(mobileDeepLink(fresh, { type: 'retried' })[1][0]).toEqual({
      type: 'openLink',
      url: 'rainbow://wc?uri=wc:2',
      name: 'Rainbow',
    })
  })

  test('behavior: a tap before the pairing is ready connects and waits for a fresh tap on Open', () => {
    const [chosen, effects] = mobileDeepLink(run({ type: 'sheetOpened' }), { type: 'walletTapped', wallet: rainbow })
    expect(chosen.step).toBe('chosen')
    expect(effects).toEqual([{ type: 'connect', walletId: 'rainbow' }])
    expect(mobileDeepLink(chosen, { type: 'openTapped' })[0]).toBe(chosen)
    const readyNow = mobileDeepLink(chosen, { type: 'pairingReady', round: 1, uri: 'wc:1' })[0]
    expect(mobileDeepLink(readyNow, { type: 'openTapped' })[1][0]).toMatchObject({ type: 'openLink' })
  })

  test('behavior: a closed sheet ignores the reports of its pairing', () => {
    const closed = run({ type: 'sheetOpened' }, { type: 'sheetClosed' })
    expect(closed.pairing).toEqual({ status: 'idle', round: 2 })
    expect(mobileDeepLink(closed, { type: 'pairingReady', round: 1, uri: 'wc:1' })[0]).toBe(closed)
    expect(mobileDeepLink(closed, { type: 'sheetOpened' })[1]).toEqual([{ type: 'preparePairing', round: 3 }])
  })
})
