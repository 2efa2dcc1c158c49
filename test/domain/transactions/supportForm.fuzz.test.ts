import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { numberSymbols, parseLocalAmount, readAmountText } from '../../../src/domain/account/localNumbers'
import { parseEthAmount } from '../../../src/domain/account/parseEthAmount'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { checkSupportNoteText } from '../../../src/domain/creators/validateSupportNoteText'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import {
  initialSupportForm,
  supportForm,
  type SupportFormContext,
  type SupportFormEvent,
  type SupportFormState,
} from '../../../src/domain/transactions/supportForm'
import { encodeTransfer } from '../../../src/domain/transactions/erc20Transfer'

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = /^0x[0-9a-f]{64}$/
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const hash = fc.stringMatching(HASH) as fc.Arbitrary<Hash>
/** Amounts as people type them: mostly small plain decimals, spaces around, and the odd mistake. */
const amountText = fc.oneof(
  { arbitrary: fc.stringMatching(/^\s?0?\.\d{1,3}\s?$/), weight: 3 },
  fc.stringMatching(/^\s?\d{0,3}(\.\d{0,20})?\s?$/),
  fc.constantFrom('', ' ', '0', '1e3', '-1', '0.0000000000000000001', '3', '.5', '5.'),
  fc.string({ maxLength: 6 }),
)
/** Notes: short and long, with control characters now and then. */
const noteText = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', ' thanks ', 'a'.repeat(140), 'a'.repeat(141), 'line\u0007bell', '🙏'),
)
const contextArb: fc.Arbitrary<SupportFormContext> = fc.record({
  from: fc.constant(FROM),
  chainId: fc.constantFrom(1, 5),
  creator: fc.constantFrom({ address: CREATOR }, { address: CREATOR, name: 'ada.eth' }),
  currency: fc.constantFrom<SupportFormContext['currency']>(
    { decimals: 18, symbol: 'ETH' },
    { decimals: 6, symbol: 'USD' },
    { decimals: 0, symbol: 'X' },
    { decimals: 6, symbol: 'USDC', address: TOKEN },
  ),
  balance: fc.option(fc.bigInt({ min: 0n, max: 5n * 10n ** 18n }), { nil: undefined }),
  wording: fc.constant(undefined),
})
const codeArb = fc.constantFrom('send-failed', 'session-changed', 'unknown')

/** Submits and the sends' outcomes weigh more, so that every sending state is reached often. */
const eventArb: fc.Arbitrary<SupportFormEvent> = fc.oneof(
  { arbitrary: amountText.map((text): SupportFormEvent => ({ type: 'amountTyped', text })), weight: 2 },
  amountText.map((text): SupportFormEvent => ({ type: 'amountChosen', text })),
  noteText.map((text): SupportFormEvent => ({ type: 'noteTyped', text })),
  fc.constantFrom<SupportFormEvent>({ type: 'assetChosen', asset: TOKEN }, { type: 'assetChosen', asset: null }),
  { arbitrary: contextArb.map((context): SupportFormEvent => ({ type: 'submitted', context })), weight: 4 },
  { arbitrary: hash.map((h): SupportFormEvent => ({ type: 'sent', hash: h })), weight: 2 },
  fc.constant<SupportFormEvent>({ type: 'sendRejected' }),
  codeArb.map((code): SupportFormEvent => ({ type: 'sendFailed', error: { code } })),
  fc.constantFrom(1, 5).map((chainId): SupportFormEvent => ({ type: 'chainSwitchRequested', chainId })),
  fc
    .constantFrom('switched', 'rejected', 'superseded' as const)
    .map((outcome): SupportFormEvent => ({ type: 'chainSwitchAnswered', outcome })),
  fc
    .constantFrom('switch-chain-unsupported', 'user-rejected', 'unknown')
    .map((code): SupportFormEvent => ({ type: 'chainSwitchFailed', error: { code } })),
)
const scenarioArb = fc.tuple(amountText, fc.array(eventArb, { maxLength: 30, size: 'medium' }))

// 'ambiguous' only when the form reads the amount in a language (numerals).
const AMOUNT_PROBLEMS = ['empty', 'format', 'zero', 'decimals', 'insufficient', 'ambiguous']
const NOTE_PROBLEMS = ['length', 'control-characters']

function expectValid(state: SupportFormState): void {
  expect(typeof state.amount).toBe('string')
  expect(typeof state.note).toBe('string')
  if (state.amountProblem !== null) expect(AMOUNT_PROBLEMS).toContain(state.amountProblem)
  if (state.noteProblem !== null) expect(NOTE_PROBLEMS).toContain(state.noteProblem)
  const sending = state.sending
  switch (sending.status) {
    case 'idle':
    case 'rejected':
      expect(Object.keys(sending)).toEqual(['status'])
      break
    case 'confirming':
      expect(sending.amount).toMatch(/^\d+(\.\d+)?$/)
      expect(checkSupportNoteText(sending.note)).toEqual({ ok: true, note: sending.note })
      expect(state.amountProblem).toBeNull()
      expect(state.noteProblem).toBeNull()
      break
    case 'sent':
      expect(sending.hash).toMatch(HASH)
      expect(state.sent?.claim.txHash).toBe(sending.hash)
      break
    case 'failed':
      // A code, never a sentence.
      expect(sending.error.code).toMatch(/^[a-z-]+$/)
      expect(Object.keys(sending.error)).toEqual(['code'])
      break
  }
  const chainSwitch = state.chainSwitch ?? { status: 'idle' }
  if (chainSwitch.status === 'asking') expect([1, 5]).toContain(chainSwitch.chainId)
  if (chainSwitch.status === 'failed') {
    expect(chainSwitch.error.code).toMatch(/^[a-z-]+$/)
    expect(Object.keys(chainSwitch.error)).toEqual(['code'])
  }
  if (state.sent) {
    expect(state.sent.claim.txHash).toMatch(HASH)
    expect(checkSupportNoteText(state.sent.claim.note).ok).toBe(true)
  }
}

/** Runs `events` from the form opened on `amount`, calling `check` with every step. */
function run(
  amount: string,
  events: readonly SupportFormEvent[],
  check: (before: SupportFormState, event: SupportFormEvent, after: ReturnType<typeof supportForm>) => void,
): void {
  let state = initialSupportForm(amount)
  for (const event of events) {
    const step = supportForm(state, event)
    check(state, event, step)
    state = step[0]
  }
}

describe('supportForm (property)', () => {
  test('behavior: any event from any reachable state yields a valid state', () => {
    fc.assert(
      fc.property(scenarioArb, ([amount, events]) => {
        expectValid(initialSupportForm(amount))
        run(amount, events, (_, __, [next]) => expectValid(next))
      }),
    )
  })

  test('behavior: an event that does not apply returns the same state reference and no effects', () => {
    fc.assert(
      fc.property(scenarioArb, ([amount, events]) => {
        run(amount, events, (state, event, [next, effects]) => {
          if (isDeepStrictEqual(next, state) && effects.length === 0) expect(next).toBe(state)
          if (next === state) expect(effects).toEqual([])
          const confirming = state.sending.status === 'confirming'
          // While the wallet is asked the fields are locked; an outcome comes only to a send under way.
          if (
            confirming &&
            ['amountTyped', 'amountChosen', 'assetChosen', 'noteTyped', 'submitted'].includes(event.type)
          )
            expect(next).toBe(state)
          if (!confirming && ['sent', 'sendRejected', 'sendFailed'].includes(event.type)) expect(next).toBe(state)
          // Only a choice changes the asset.
          if (event.type !== 'assetChosen') expect(next.asset).toBe(state.asset)
        })
      }),
    )
  })

  test('behavior: a submit sends exactly when parseEthAmount and checkSupportNoteText accept, showing their problems otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 12 }),
        amountText,
        noteText,
        contextArb,
        (events, typed, note, context) => {
          let state = initialSupportForm()
          for (const event of events) state = supportForm(state, event)[0]
          // Settle whatever was under way, then type and submit.
          state = supportForm(state, { type: 'sendRejected' })[0]
          state = supportForm(state, { type: 'amountTyped', text: typed })[0]
          state = supportForm(state, { type: 'noteTyped', text: note })[0]
          const [next, effects] = supportForm(state, { type: 'submitted', context })
          const amount = parseEthAmount(typed, { decimals: context.currency.decimals, balance: context.balance })
          const checked = checkSupportNoteText(note)
          expect(next.amountProblem).toBe(amount.ok ? null : amount.problem)
          expect(next.noteProblem).toBe(checked.ok ? null : checked.problems[0])
          if (amount.ok && checked.ok) {
            expect(next.sending).toEqual({
              status: 'confirming',
              amount: amount.text,
              from: context.from,
              chainId: context.chainId,
              creator: context.creator.address,
              note: checked.note,
            })
            const description = `Support ${amount.text} ${context.currency.symbol} to ${context.creator.name ?? '0x70…79C8'}`
            const token = context.currency.address
            expect(effects).toEqual([
              {
                type: 'send',
                payment: token
                  ? {
                      from: context.from,
                      to: token,
                      chainId: context.chainId,
                      value: 0n,
                      data: encodeTransfer(context.creator.address, amount.value),
                      description,
                    }
                  : {
                      from: context.from,
                      to: context.creator.address,
                      chainId: context.chainId,
                      value: amount.value,
                      description,
                    },
              },
            ])
          } else {
            expect(next.sending.status).not.toBe('confirming')
            expect(effects).toEqual([])
          }
        },
      ),
    )
  })

  test('behavior: the amount is mirrored in the address exactly when its text changes, trimmed, empty as none', () => {
    fc.assert(
      fc.property(scenarioArb, ([amount, events]) => {
        run(amount, events, (state, event, [next, effects]) => {
          const syncs = effects.filter((effect) => effect.type === 'syncUrl')
          if (next.amount === state.amount) expect(syncs).toEqual([])
          else expect(syncs).toEqual([{ type: 'syncUrl', amount: next.amount.trim() || undefined }])
          if (event.type !== 'amountTyped' && event.type !== 'amountChosen') expect(next.amount).toBe(state.amount)
        })
      }),
    )
  })

  test('behavior: a switch of chain is asked once at a time (never while the wallet is asked to send), only it answers, and its failure lasts until the next ask or another asset', () => {
    fc.assert(
      fc.property(scenarioArb, ([amount, events]) => {
        run(amount, events, (state, event, [next, effects]) => {
          const asking = state.chainSwitch?.status === 'asking'
          const switchEffects = effects.filter((effect) => effect.type === 'switchChain')
          if (event.type === 'chainSwitchRequested') {
            if (asking || state.sending.status === 'confirming') expect(next).toBe(state)
            else {
              expect(next.chainSwitch).toEqual({ status: 'asking', chainId: event.chainId })
              expect(effects).toEqual([{ type: 'switchChain', chainId: event.chainId }])
            }
          } else expect(switchEffects).toEqual([])
          if (event.type === 'chainSwitchAnswered' || event.type === 'chainSwitchFailed') {
            if (!asking) expect(next).toBe(state)
            else if (event.type === 'chainSwitchAnswered') expect(next.chainSwitch).toEqual({ status: 'idle' })
            else expect(next.chainSwitch).toEqual({ status: 'failed', error: { code: event.error.code } })
          }
          if (!event.type.startsWith('chainSwitch')) {
            const cleared = event.type === 'assetChosen' && next !== state && state.chainSwitch?.status === 'failed'
            expect(next.chainSwitch).toEqual(cleared ? { status: 'idle' } : state.chainSwitch)
          }
          // A switch touches nothing else of the form.
          if (event.type.startsWith('chainSwitch'))
            expect({ ...next, chainSwitch: 0 }).toEqual({ ...state, chainSwitch: 0 })
        })
      }),
    )
  })

  test('behavior: the note sent is the one recorded, and the sent support outlives the outcome shown', () => {
    fc.assert(
      fc.property(scenarioArb, ([amount, events]) => {
        run(amount, events, (state, event, [next]) => {
          if (event.type === 'sent' && state.sending.status === 'confirming') {
            expect(next.sent).toEqual({
              from: state.sending.from,
              claim: {
                creator: state.sending.creator,
                chainId: state.sending.chainId,
                txHash: event.hash,
                note: state.sending.note,
              },
            })
            expect(next.note).toBe('')
          } else {
            expect(next.sent).toBe(state.sent)
          }
        })
      }),
    )
  })

  describe("in the visitor's language", () => {
    const numerals = fc.constantFrom(...LOCALES).map(numberSymbols)
    /** Amounts as a language types them, and ASCII ones. */
    const localText = fc.oneof(
      amountText,
      fc.constantFrom('0,05', '۰٫۰۵', '٠٫٠٥', '1.000', '1,000', '1 000', '1.000,5', '0,5 ', ' ۱٬۰۰۰'),
    )
    const languageEvents = fc.array(
      fc.oneof(
        eventArb,
        localText.map((text): SupportFormEvent => ({ type: 'amountTyped', text })),
        numerals.map((n): SupportFormEvent => ({ type: 'languageChanged', numerals: n })),
      ),
      { maxLength: 20 },
    )

    test('behavior: the amount is mirrored in the address as a plain ASCII decimal when it reads as one, else as typed', () => {
      fc.assert(
        fc.property(numerals, languageEvents, (first, events) => {
          let state = initialSupportForm('', first)
          for (const event of events) {
            const [next, effects] = supportForm(state, event)
            expectValid(next)
            const syncs = effects.filter((effect) => effect.type === 'syncUrl')
            if (next.amount === state.amount) expect(syncs).toEqual([])
            else {
              const trimmed = next.amount.trim()
              const read = readAmountText(trimmed, next.numerals ?? first)
              const mirrored = read.ok && read.text !== '' ? read.text : trimmed
              expect(syncs).toEqual([{ type: 'syncUrl', amount: mirrored || undefined }])
            }
            if (event.type === 'languageChanged') expect(next.numerals).toBe(event.numerals)
            else expect(next.numerals).toBe(state.numerals)
            state = next
          }
        }),
      )
    })

    test("behavior: a submit reads the amount with the language's numerals (parseLocalAmount)", () => {
      fc.assert(
        fc.property(numerals, localText, contextArb, (symbols, typed, context) => {
          let state = initialSupportForm('', symbols)
          state = supportForm(state, { type: 'amountTyped', text: typed })[0]
          const [next, effects] = supportForm(state, { type: 'submitted', context })
          const amount = parseLocalAmount(typed, symbols, {
            decimals: context.currency.decimals,
            balance: context.balance,
          })
          const tooLarge = amount.ok && context.currency.address && amount.value > 2n ** 256n - 1n
          expect(next.amountProblem).toBe(amount.ok ? (tooLarge ? 'insufficient' : null) : amount.problem)
          if (amount.ok && !tooLarge) {
            expect(next.sending).toMatchObject({ status: 'confirming', amount: amount.text })
            expect(effects).toHaveLength(1)
          } else expect(effects).toEqual([])
        }),
      )
    })
  })
})
