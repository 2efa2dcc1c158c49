import type { SentTransaction } from '../../ports/chainReader'
import { isAddress, isHexData, sameAddress } from '../shared/hex'
import type { SentIntent } from './transaction'

/** Call data longer than this is not kept (the app itself sends plain transfers): such a transaction is not followed. */
export const MAX_KEPT_INPUT_LENGTH = 20_000

const DECIMAL = /^(0|[1-9]\d*)$/

/** The intent to keep for a transaction the node reported, or undefined when its call data is too long to keep. */
export function toSentIntent(tx: SentTransaction): SentIntent | undefined {
  if (tx.input.length > MAX_KEPT_INPUT_LENGTH) return undefined
  return { nonce: tx.nonce, to: tx.to, value: tx.value.toString(), input: tx.input }
}

/** A stored intent read tolerantly: anything malformed is undefined (the transaction is then followed afresh). */
export function parseSentIntent(value: unknown): SentIntent | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { nonce, to, value: amount, input } = value as Record<string, unknown>
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return undefined
  if (to !== null && !isAddress(to)) return undefined
  if (typeof amount !== 'string' || !DECIMAL.test(amount) || amount.length > 80) return undefined
  if (!isHexData(input) || input.length > MAX_KEPT_INPUT_LENGTH) return undefined
  return { nonce, to, value: amount, input }
}

/**
 * True when `other` does what `intent` did (same recipient, value and call data): a replacement sent only to pay
 * more gas ("speed up"). A cancel (0 to oneself) or any other transaction with the nonce is not.
 */
export function sameIntent(intent: SentIntent, other: SentTransaction): boolean {
  const sameTo = intent.to === null ? other.to === null : sameAddress(intent.to, other.to ?? undefined)
  return sameTo && intent.value === other.value.toString() && intent.input.toLowerCase() === other.input.toLowerCase()
}

/** Same intent, field by field (for comparing stored logs). */
export function equalSentIntents(a: SentIntent | undefined, b: SentIntent | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  return a.nonce === b.nonce && a.to === b.to && a.value === b.value && a.input === b.input
}
