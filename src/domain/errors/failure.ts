import { type Coded, type FailureCode, isFailureCode, isTxMismatchReason } from './codes'

export type { FailureCode, TxMismatchReason } from './codes'

/**
 * A failure as state carries it: a code of the one table (src/domain/errors/codes.ts) and the params its words need
 * (a `tx-mismatch`'s reason when the server gave one). Never words: the UI says it in the visitor's language
 * (src/ui/errorText.ts).
 */
export type Failure = Coded<FailureCode>

/** What the visitor was doing when a creators API call failed: the first half of the sentence the UI builds. */
export type FailedAction =
  | 'load-profile'
  | 'save-profile'
  | 'load-notes'
  | 'load-totals'
  | 'hide-note'
  | 'show-note'
  | 'record-note'

/** A failed action and its cause, e.g. `{ action: 'save-profile', cause: { code: 'timeout' } }`. */
export type ActionFailure = { readonly action: FailedAction; readonly cause: Failure }

const read = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/** A `chain-not-configured`'s chain id and connector name, kept when they have the right type. */
function chainParams(params: unknown): { chainId?: number; connector?: string } {
  const chainId = read(params, 'chainId')
  const connector = read(params, 'connector')
  return {
    ...(typeof chainId === 'number' ? { chainId } : {}),
    ...(typeof connector === 'string' && connector !== '' ? { connector } : {}),
  }
}

/**
 * The failure an error stands for, read structurally (its `code` and `params`), whatever threw it; a code outside
 * the table is `unknown`, a param of the wrong type is dropped. Never throws.
 * @example failureOf(new BaseError('x', { code: 'timeout' })) // { code: 'timeout' }
 */
export function failureOf(error: unknown): Failure {
  try {
    const code = read(error, 'code')
    if (!isFailureCode(code)) return { code: 'unknown' }
    const params = read(error, 'params')
    if (code === 'tx-mismatch') {
      const reason = read(params, 'reason')
      return isTxMismatchReason(reason) ? { code, params: { reason } } : { code }
    }
    if (code === 'chain-not-configured') return { code, params: chainParams(params) }
    return { code } as Failure
  } catch {
    // Exotic input (a revoked proxy, a throwing getter).
    return { code: 'unknown' }
  }
}
