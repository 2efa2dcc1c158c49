import { describe, expect, test } from 'vitest'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import {
  initialSupportForm,
  supportForm,
  type SupportFormContext,
  type SupportFormEvent,
  type SupportFormState,
} from '../../../src/domain/transactions/supportForm'

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hash = `0x${'12'.repeat(32)}`
const ETHER = 10n ** 18n
const CONTEXT: SupportFormContext = {
  from: FROM,
  chainId: 1,
  creator: { address: CREATOR },
  currency: { decimals: 18, symbol: 'ETH' },
  balance: 2n * ETHER,
}

/** The state after `events` from the form opened on `amount`, and the effects of the last one. */
function replay(events: readonly SupportFormEvent[], amount = '') {
  let state = initialSupportForm(amount)
  let effects: ReturnType<typeof supportForm>[1] = []
  for (const event of events) [state, effects] = supportForm(state, event)
  return { state, effects }
}

const typed = (text: string): SupportFormEvent => ({ type: 'amountTyped', text })
const submitted = (context: Partial<SupportFormContext> = {}): SupportFormEvent => ({
  type: 'submitted',
  context: { ...CONTEXT, ...context },
})

const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USDC_CONTEXT: Partial<SupportFormContext> = {
  currency: { decimals: 6, symbol: 'USDC', address: USDC },
  balance: 10_000_000n,
}

describe('supportForm', () => {
  test('behavior: a token support calls the token: transfer(creator, amount in its decimals), no value', () => {
    const { state, effects } = replay([
      { type: 'assetChosen', asset: USDC },
      typed('5'),
      { type: 'noteTyped', text: 'gm' },
      submitted(USDC_CONTEXT),
    ])
    expect(state.asset).toBe(USDC)
    expect(state.sending).toMatchObject({ status: 'confirming', amount: '5', note: 'gm' })
    expect(effects).toEqual([
      {
        type: 'send',
        payment: {
          from: FROM,
          to: USDC,
          chainId: 1,
          value: 0n,
          data: `0xa9059cbb${CREATOR.slice(2).toLowerCase().padStart(64, '0')}${(5_000_000).toString(16).padStart(64, '0')}`,
          description: 'Support 5 USDC to 0x70…79C8',
        },
      },
    ])
  })

  test("behavior: a token amount is read in the token's decimals and checked against its balance", () => {
    const tooFine = replay([{ type: 'assetChosen', asset: USDC }, typed('0.0000001'), submitted(USDC_CONTEXT)])
    expect(tooFine.state.amountProblem).toBe('decimals')
    const tooMuch = replay([{ type: 'assetChosen', asset: USDC }, typed('10.000001'), submitted(USDC_CONTEXT)])
    expect(tooMuch.state.amountProblem).toBe('insufficient')
    // More than any uint256 of the token: nobody holds it, whatever the balance known.
    const huge = replay([typed('9'.repeat(75)), submitted({ ...USDC_CONTEXT, balance: undefined })])
    expect(huge.state.amountProblem).toBe('insufficient')
    expect(huge.effects).toEqual([])
  })

  test('behavior: choosing another asset clears the amount problem and a finished outcome, keeps the amount', () => {
    const failed = replay([typed('0'), submitted()])
    expect(failed.state.amountProblem).toBe('zero')
    const [chosen, effects] = supportForm(failed.state, { type: 'assetChosen', asset: USDC })
    expect(chosen).toMatchObject({ asset: USDC, amount: '0', amountProblem: null, sending: { status: 'idle' } })
    expect(effects).toEqual([])
    // The same asset again (any case) changes nothing.
    expect(supportForm(chosen, { type: 'assetChosen', asset: USDC.toLowerCase() as Address })[0]).toBe(chosen)
    expect(supportForm(chosen, { type: 'assetChosen', asset: null })[0].asset).toBeNull()
    // Locked while the wallet is asked.
    const confirming = replay([typed('1'), submitted()]).state
    expect(supportForm(confirming, { type: 'assetChosen', asset: USDC })[0]).toBe(confirming)
  })

  test('default: a valid amount and note are sent, then the support is sent and its note is to be recorded', () => {
    const confirming = replay([typed(' .50 '), { type: 'noteTyped', text: ' For Ada ' }, submitted()])
    expect(confirming.state.sending).toEqual({
      status: 'confirming',
      amount: '0.5',
      from: FROM,
      chainId: 1,
      creator: CREATOR,
      note: 'For Ada',
    })
    expect(confirming.effects).toEqual([
      {
        type: 'send',
        payment: {
          from: FROM,
          to: CREATOR,
          chainId: 1,
          value: ETHER / 2n,
          description: 'Support 0.5 ETH to 0x70…79C8',
        },
      },
    ])
    const [sent, effects] = supportForm(confirming.state, { type: 'sent', hash: HASH })
    expect(effects).toEqual([])
    expect(sent).toEqual({
      asset: null,
      amount: ' .50 ',
      note: '',
      amountProblem: null,
      noteProblem: null,
      sending: { status: 'sent', amount: '0.5', hash: HASH },
      sent: { from: FROM, claim: { creator: CREATOR, chainId: 1, txHash: HASH, note: 'For Ada' } },
    })
  })

  test('behavior: the payment is named in the wording given, with the creator name truncated', () => {
    const { effects } = replay([
      typed('1'),
      submitted({
        creator: { address: CREATOR, name: 'ada.eth' },
        wording: { template: 'Unterstützung für {who}: {amount} {symbol}', locale: 'de', rightToLeft: false },
      }),
    ])
    expect(effects).toMatchObject([{ type: 'send', payment: { description: 'Unterstützung für ada.eth: 1 ETH' } }])
  })

  test('behavior: editing the amount mirrors it in the address, trimmed, and none once empty', () => {
    expect(replay([typed(' 0.3 ')]).effects).toEqual([{ type: 'syncUrl', amount: '0.3' }])
    expect(replay([typed('')], '0.25').effects).toEqual([{ type: 'syncUrl', amount: undefined }])
    expect(replay([{ type: 'amountChosen', text: '0.05' }]).effects).toEqual([{ type: 'syncUrl', amount: '0.05' }])
    const opened = initialSupportForm('0.25')
    expect(supportForm(opened, typed('0.25'))).toEqual([opened, []])
    expect(supportForm(opened, typed('0.25'))[0]).toBe(opened)
  })

  test('behavior: a submit shows each problem by code and asks nothing of the wallet', () => {
    const cases: Array<[string, Partial<SupportFormContext>, string]> = [
      ['', {}, 'empty'],
      ['1e3', {}, 'format'],
      ['0', {}, 'zero'],
      ['0.0000000000000000001', {}, 'decimals'],
      ['2.5', {}, 'insufficient'],
      ['0.001', { currency: { decimals: 2, symbol: 'X' } }, 'decimals'],
    ]
    for (const [amount, context, problem] of cases) {
      const { state, effects } = replay([typed(amount), submitted(context)])
      expect(state.amountProblem, amount).toBe(problem)
      expect(state.sending.status).toBe('idle')
      expect(effects).toEqual([])
    }
    const long = replay([typed('0.1'), { type: 'noteTyped', text: 'a'.repeat(141) }, submitted()])
    expect([long.state.amountProblem, long.state.noteProblem, long.effects]).toEqual([null, 'length', []])
    const both = replay([{ type: 'noteTyped', text: 'bell\u0007' }, submitted()])
    expect([both.state.amountProblem, both.state.noteProblem]).toEqual(['empty', 'control-characters'])
  })

  test('behavior: editing clears its own problem; the amount also clears a finished outcome', () => {
    const shown = replay([{ type: 'noteTyped', text: 'a'.repeat(141) }, submitted()]).state
    const note = supportForm(shown, { type: 'noteTyped', text: 'ok' })[0]
    expect([note.amountProblem, note.noteProblem]).toEqual(['empty', null])
    const amount = supportForm(note, typed('1'))[0]
    expect([amount.amountProblem, amount.noteProblem]).toEqual([null, null])
    const rejected = replay([typed('1'), submitted(), { type: 'sendRejected' }]).state
    expect(rejected.sending).toEqual({ status: 'rejected' })
    expect(supportForm(rejected, typed('2'))[0].sending).toEqual({ status: 'idle' })
    expect(supportForm(rejected, { type: 'noteTyped', text: 'x' })[0].sending).toEqual({ status: 'rejected' })
  })

  test('behavior: a failed send keeps the code of its error', () => {
    const { state } = replay([typed('1'), submitted(), { type: 'sendFailed', error: { code: 'send-failed' } }])
    expect(state.sending).toEqual({ status: 'failed', error: { code: 'send-failed' } })
  })

  test('behavior: while the wallet is asked, edits and submits are ignored; outcomes only come to a send', () => {
    const confirming = replay([typed('1'), submitted()]).state
    for (const event of [typed('2'), { type: 'noteTyped', text: 'x' }, submitted()] as const)
      expect(supportForm(confirming, event)).toEqual([confirming, []])
    const idle = initialSupportForm()
    for (const event of [
      { type: 'sent', hash: HASH },
      { type: 'sendRejected' },
      { type: 'sendFailed', error: { code: 'unknown' } },
    ] as const)
      expect(supportForm(idle, event)[0]).toBe(idle)
  })

  test('behavior: the sent support outlives a new amount, and a second send replaces it once sent', () => {
    const FIRST: Hash = `0x${'e'.repeat(64)}`
    const SECOND: Hash = `0x${'f'.repeat(64)}`
    const first = replay([
      typed('0.5'),
      { type: 'noteTyped', text: 'first' },
      submitted(),
      { type: 'sent', hash: FIRST },
    ])
    const editing: SupportFormState = supportForm(first.state, typed('0.6'))[0]
    expect(editing.sending).toEqual({ status: 'idle' })
    expect(editing.sent).toBe(first.state.sent)
    let state = supportForm(editing, { type: 'noteTyped', text: 'second' })[0]
    state = supportForm(state, submitted({ chainId: 5 }))[0]
    expect(state.sent).toBe(first.state.sent)
    state = supportForm(state, { type: 'sent', hash: SECOND })[0]
    expect(state.sent).toEqual({ from: FROM, claim: { creator: CREATOR, chainId: 5, txHash: SECOND, note: 'second' } })
  })

  test('behavior: a switch of chain asks the wallet once, ends with its answer, and keeps a failure until another asset', () => {
    const asked = replay([
      { type: 'assetChosen', asset: USDC },
      { type: 'chainSwitchRequested', chainId: 1 },
    ])
    expect(asked.state.chainSwitch).toEqual({ status: 'asking', chainId: 1 })
    expect(asked.effects).toEqual([{ type: 'switchChain', chainId: 1 }])
    expect(supportForm(asked.state, { type: 'chainSwitchRequested', chainId: 5 })[0]).toBe(asked.state)
    const done = supportForm(asked.state, { type: 'chainSwitchAnswered', outcome: 'switched' })
    expect(done).toEqual([{ ...asked.state, chainSwitch: { status: 'idle' } }, []])
    const failed = supportForm(asked.state, {
      type: 'chainSwitchFailed',
      error: { code: 'switch-chain-unsupported' },
    })[0]
    expect(failed.chainSwitch).toEqual({ status: 'failed', error: { code: 'switch-chain-unsupported' } })
    expect(supportForm(failed, { type: 'chainSwitchAnswered', outcome: 'switched' })[0]).toBe(failed)
    expect(supportForm(failed, { type: 'assetChosen', asset: null })[0].chainSwitch).toEqual({ status: 'idle' })
    expect(supportForm(failed, { type: 'chainSwitchRequested', chainId: 1 })[0].chainSwitch).toEqual({
      status: 'asking',
      chainId: 1,
    })
  })
})
