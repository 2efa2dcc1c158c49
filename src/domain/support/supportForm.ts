import type { Failure } from '../errors/failure'
import { type LocalAmountProblem, type NumberSymbols, parseLocalAmount, readAmountText } from '../account/localNumbers'
import { parseEthAmount } from '../account/parseEthAmount'
import type { Claim } from './claim'
import type { SentSupport } from './noteRecording'
import { checkSupportNoteText, type SupportNoteProblem } from './validateSupportNoteText'
import { assertNever } from '../shared/assertNever'
import type { Address, Hash } from '../shared/hex'
import { sameAddress } from '../shared/hex'
import { type MachineWiring, stay } from '../shared/machine'
import { encodeTransfer } from '../transactions/erc20Transfer'
import type { OutgoingPayment, SupportSendFailure } from './sendSupport'
import { supportDescription, type SupportWording } from '../transactions/supportDescription'

/**
 * The form's sending side: idle, waiting for the wallet (what is being sent, to be recorded once it is), sent (the
 * transaction is then tracked in Recent Transactions), declined by the visitor in the wallet, or failed.
 */
export type SupportSending =
  | { readonly status: 'idle' }
  | {
      readonly status: 'confirming'
      /** The canonical amount sent ("0.5" for ".50"). */
      readonly amount: string
      readonly from: Address
      readonly chainId: number
      readonly creator: Address
      /** The note as it will be recorded (trimmed). */
      readonly note: string
    }
  | { readonly status: 'sent'; readonly amount: string; readonly hash: Hash }
  | { readonly status: 'rejected' }
  | { readonly status: 'failed'; readonly error: SupportSendFailure }

/**
 * The form's offer to switch the wallet's chain (the asset chosen is accepted on other chains only): none asked
 * (absent or idle), the wallet asked to switch to `chainId`, or the switch failed (a code).
 */
export type SupportChainSwitch =
  | { readonly status: 'idle' }
  | { readonly status: 'asking'; readonly chainId: number }
  | { readonly status: 'failed'; readonly error: Failure }

/**
 * The "Support" form (product rules: "Support notes"): the amount and the note as typed, the problem each had when
 * last submitted (a code, null when none is shown), the sending, and the last support sent, whose note is being
 * recorded (it outlives the outcome shown: editing the amount clears the outcome, not the recording).
 */
export type SupportFormState = {
  /** The asset chosen: an accepted token's contract address, or null for the chain's native currency. */
  readonly asset: Address | null
  readonly amount: string
  readonly note: string
  readonly amountProblem: LocalAmountProblem | null
  readonly noteProblem: SupportNoteProblem | null
  readonly sending: SupportSending
  readonly sent: SentSupport | null
  /**
   * How the visitor's language writes numbers: the amount is read with them (readAmountText's rules: "0,05" in
   * German, "۰٫۰۵" in Persian) and mirrored in the address as a plain ASCII decimal. Without them (a form opened
   * without a language) the amount is a plain ASCII decimal as typed (parseEthAmount).
   */
  readonly numerals?: NumberSymbols
  /** The switch of chain the form asked for, if any (absent: none). */
  readonly chainSwitch?: SupportChainSwitch | undefined
}

/**
 * What a submit is checked and sent against, as the page sees it at that moment: the sender's account and network,
 * the creator, the asset sent (the network's currency, or the accepted token the form's `asset` names, with its
 * contract address), the sender's balance of it when known, and the words of the payment's name in the visitor's
 * language (kept in Recent Transactions as written).
 */
export type SupportFormContext = {
  readonly from: Address
  readonly chainId: number
  readonly creator: { readonly address: Address; readonly name?: string | undefined }
  readonly currency: {
    readonly decimals: number
    readonly symbol: string
    readonly address?: Address | null | undefined
  }
  readonly balance?: bigint | undefined
  readonly wording?: SupportWording | undefined
}

export type SupportFormEvent =
  /** The visitor edited the amount field. */
  | { type: 'amountTyped'; text: string }
  /** The visitor chose one of the creator's suggested amounts. */
  | { type: 'amountChosen'; text: string }
  | { type: 'noteTyped'; text: string }
  /** The visitor chose the asset to send: an accepted token's address, or null for the native currency. */
  | { type: 'assetChosen'; asset: Address | null }
  /** The visitor pressed "Send support" (ignored while the wallet is already asked). */
  | { type: 'submitted'; context: SupportFormContext }
  /** The wallet sent the support: its transaction hash (it is registered in Recent Transactions). */
  | { type: 'sent'; hash: Hash }
  /** The visitor declined in the wallet. */
  | { type: 'sendRejected' }
  | { type: 'sendFailed'; error: SupportSendFailure }
  /** The visitor chose another language: how it writes numbers. */
  | { type: 'languageChanged'; numerals: NumberSymbols }
  /** The visitor asked to switch the wallet to `chainId`, where the asset chosen is accepted. */
  | { type: 'chainSwitchRequested'; chainId: number }
  /** The wallet answered the switch: done, declined by the visitor, or replaced by a later one. */
  | { type: 'chainSwitchAnswered'; outcome: 'switched' | 'rejected' | 'superseded' }
  | { type: 'chainSwitchFailed'; error: Failure }

type SupportFormEffect =
  /** Ask the wallet to send the payment and register it in Recent Transactions; report the outcome. */
  | { type: 'send'; payment: OutgoingPayment }
  /** Mirror the amount in the address (`?amount=0.05`, a shallow change; undefined removes it). */
  | { type: 'syncUrl'; amount: string | undefined }
  /** Ask the wallet to switch to `chainId`; report the answer (chainSwitchAnswered or chainSwitchFailed). */
  | { type: 'switchChain'; chainId: number }

/** The app's side of a support form: its effect handlers. */
export type SupportFormWiring = MachineWiring<SupportFormEvent, SupportFormEffect>

export type SupportFormTransition = readonly [SupportFormState, readonly SupportFormEffect[]]

const IDLE: SupportSending = { status: 'idle' }
const NO_EFFECTS: readonly SupportFormEffect[] = []
const SWITCH_IDLE: SupportChainSwitch = { status: 'idle' }

/**
 * The form as it opens: the amount of a support link (`?amount=`, written as the visitor's language types it), or
 * empty; `numerals`, how the visitor's language writes numbers.
 */
export function initialSupportForm(amount = '', numerals?: NumberSymbols): SupportFormState {
  const form = { asset: null, amount, note: '', amountProblem: null, noteProblem: null, sending: IDLE, sent: null }
  return numerals ? { ...form, numerals } : form
}

/**
 * The support form's machine. Editing the amount clears its problem and a finished outcome, and mirrors it in the
 * address; choosing another asset clears them too (and a failed switch of chain); where the asset is accepted on
 * other chains only, the visitor may ask the wallet to switch to one (`switchChain`; one asked at a time, its failure
 * kept as a code until the next ask or another asset); a submit checks the amount (parseLocalAmount in the visitor's
 * numerals, else parseEthAmount; in the asset's decimals) and the note (checkSupportNoteText) and, when both are
 * fine, asks the wallet: the native currency is sent
 * to the creator, a token as `transfer(creator, amount)` to its contract. The fields are locked while it is asked. An event that does not apply returns the same state
 * reference.
 * @example supportForm(initialSupportForm(), { type: 'amountTyped', text: '0.05' }) // [{ ...amount: '0.05' }, [{ type: 'syncUrl', amount: '0.05' }]]
 */
export function supportForm(state: SupportFormState, event: SupportFormEvent): SupportFormTransition {
  switch (event.type) {
    case 'amountTyped':
    case 'amountChosen':
      return editAmount(state, event.text)
    case 'assetChosen':
      return isConfirming(state) ? stay(state) : chooseAsset(state, event.asset)
    case 'noteTyped':
      return isConfirming(state) ? stay(state) : settle(state, { ...state, note: event.text, noteProblem: null })
    case 'submitted':
      return isConfirming(state) ? stay(state) : submit(state, event.context)
    case 'sent':
      return state.sending.status === 'confirming' ? sent(state, state.sending, event.hash) : stay(state)
    case 'sendRejected':
      return isConfirming(state) ? [{ ...state, sending: { status: 'rejected' } }, NO_EFFECTS] : stay(state)
    case 'sendFailed':
      return isConfirming(state)
        ? [{ ...state, sending: { status: 'failed', error: event.error } }, NO_EFFECTS]
        : stay(state)
    case 'languageChanged':
      return event.numerals === state.numerals ? stay(state) : [{ ...state, numerals: event.numerals }, NO_EFFECTS]
    case 'chainSwitchRequested':
      return isConfirming(state) || state.chainSwitch?.status === 'asking'
        ? stay(state)
        : [
            { ...state, chainSwitch: { status: 'asking', chainId: event.chainId } },
            [{ type: 'switchChain', chainId: event.chainId }],
          ]
    case 'chainSwitchAnswered':
      return state.chainSwitch?.status === 'asking' ? [{ ...state, chainSwitch: SWITCH_IDLE }, NO_EFFECTS] : stay(state)
    case 'chainSwitchFailed':
      return state.chainSwitch?.status === 'asking'
        ? [{ ...state, chainSwitch: { status: 'failed', error: event.error } }, NO_EFFECTS]
        : stay(state)
    default:
      return assertNever(event)
  }
}

function isConfirming(state: SupportFormState): boolean {
  return state.sending.status === 'confirming'
}

function editAmount(state: SupportFormState, text: string): SupportFormTransition {
  if (isConfirming(state)) return stay(state)
  const next = { ...state, amount: text, amountProblem: null, sending: IDLE }
  if (text === state.amount) return settle(state, next)
  const trimmed = text.trim()
  // In the visitor's language, a readable amount is mirrored as a plain ASCII decimal ("0,05" as "0.05").
  const read = state.numerals && trimmed !== '' ? readAmountText(trimmed, state.numerals) : undefined
  const mirrored = read?.ok && read.text !== '' ? read.text : trimmed
  return [next, [{ type: 'syncUrl', amount: mirrored === '' ? undefined : mirrored }]]
}

function chooseAsset(state: SupportFormState, asset: Address | null): SupportFormTransition {
  const same = asset === null ? state.asset === null : sameAddress(asset, state.asset ?? undefined)
  if (same) return stay(state)
  // A failed switch was for the asset chosen before; one being asked stays until the wallet answers.
  const cleared = state.chainSwitch?.status === 'failed' ? { chainSwitch: SWITCH_IDLE } : {}
  return [{ ...state, asset, amountProblem: null, sending: IDLE, ...cleared }, NO_EFFECTS]
}

/** Nobody holds more than a uint256 of a token (its total supply is one): such an amount is insufficient funds. */
const MAX_UINT256 = 2n ** 256n - 1n

function submit(state: SupportFormState, context: SupportFormContext): SupportFormTransition {
  const { from, chainId, creator, currency, balance, wording } = context
  const checks = { decimals: currency.decimals, balance }
  const amount = state.numerals
    ? parseLocalAmount(state.amount, state.numerals, checks)
    : parseEthAmount(state.amount, checks)
  const note = checkSupportNoteText(state.note)
  const noteProblem = note.ok ? null : (note.problems[0] ?? null)
  const token = currency.address ?? null
  if (amount.ok && token !== null && amount.value > MAX_UINT256) {
    return settle(state, { ...state, amountProblem: 'insufficient', noteProblem })
  }
  if (!amount.ok) return settle(state, { ...state, amountProblem: amount.problem, noteProblem })
  if (!note.ok) return settle(state, { ...state, amountProblem: null, noteProblem })
  const description = supportDescription(creator, amount.text, currency.symbol, wording)
  const sending: SupportSending = {
    status: 'confirming',
    amount: amount.text,
    from,
    chainId,
    creator: creator.address,
    note: note.note,
  }
  // A token is sent by calling its contract: transfer(creator, amount), no value of its own.
  const payment: OutgoingPayment =
    token === null
      ? { from, to: creator.address, chainId, value: amount.value, description }
      : { from, to: token, chainId, value: 0n, data: encodeTransfer(creator.address, amount.value), description }
  return [{ ...state, amountProblem: null, noteProblem: null, sending }, [{ type: 'send', payment }]]
}

function sent(
  state: SupportFormState,
  sending: Extract<SupportSending, { status: 'confirming' }>,
  hash: Hash,
): SupportFormTransition {
  const { amount, from, chainId, creator, note } = sending
  const claim: Claim = { creator, chainId, txHash: hash, note }
  return [{ ...state, note: '', sending: { status: 'sent', amount, hash }, sent: { claim, from } }, NO_EFFECTS]
}

/** `next` without effects, or the same state when nothing in it changed. */
function settle(state: SupportFormState, next: SupportFormState): SupportFormTransition {
  const unchanged = (Object.keys(next) as Array<keyof SupportFormState>).every((key) => next[key] === state[key])
  return unchanged ? stay(state) : [next, NO_EFFECTS]
}
