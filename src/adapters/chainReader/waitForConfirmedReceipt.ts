import {
  catchError,
  concatMap,
  defer,
  EMPTY,
  filter,
  firstValueFrom,
  map,
  throwError,
  timeout,
  type Observable,
} from 'rxjs'
import type { Hash } from '../../domain/shared/hex'
import type { Receipt } from '../../ports/chainReader'
import { receiptTimeoutError } from './chainReaderErrors'

/** What waitForConfirmedReceipt needs: new block numbers and one receipt look-up (null while pending). */
export type ReceiptWaitSources = {
  blocks: Observable<bigint>
  readReceipt: () => Promise<Receipt | null>
}

/**
 * On each new block, looks the receipt up and resolves once it has `confirmations` blocks (its own included).
 * A failed look-up waits for the next block; past `timeoutMs` it rejects with `rpc-timeout`.
 */
export function waitForConfirmedReceipt(
  { blocks, readReceipt }: ReceiptWaitSources,
  { hash, confirmations, timeoutMs }: { hash: Hash; confirmations: number; timeoutMs: number },
): Promise<Receipt> {
  return firstValueFrom(
    blocks.pipe(
      concatMap((blockNumber) =>
        defer(readReceipt).pipe(
          catchError(() => EMPTY),
          map((receipt) => ({ receipt, blockNumber })),
        ),
      ),
      filter(
        ({ receipt, blockNumber }) =>
          receipt !== null && blockNumber - receipt.blockNumber + 1n >= BigInt(confirmations),
      ),
      map(({ receipt }) => receipt as Receipt),
      timeout({ first: timeoutMs, with: () => throwError(() => receiptTimeoutError(hash, timeoutMs)) }),
    ),
  )
}
