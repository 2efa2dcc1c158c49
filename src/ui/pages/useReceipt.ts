import { useQuery } from '@tanstack/react-query'
import type { ReceiptKey } from '../../domain/creators/receiptKey'
import type { Support } from '../../domain/support/support'
import type { Address } from '../../domain/shared/hex'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'

/**
 * The receipt as the page shows it: none (a malformed path, no creators API here, or no such note), loading, failed
 * (with a retry), or found. `owner`: the signed-in account is the creator's (it sees a hidden note's text).
 */
export type ReceiptView =
  | { status: 'not-found' }
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'found'; note: Support; owner: boolean }

/**
 * The data cache's key for a receipt, under the creator's notes (refreshed with them when a note is recorded), per
 * viewer: the server answers a hidden note's text to the creator only.
 */
export const receiptKey = ({ creator, chainId, txHash }: ReceiptKey, viewer: Address | null) =>
  ['creators', creator.toLowerCase(), 'supports', chainId, txHash.toLowerCase(), viewer?.toLowerCase() ?? null] as const

/** One note of a creator, a receipt (product rules: "Receipts"), loaded from the creators API. */
export function useReceipt(key: ReceiptKey | undefined): ReceiptView {
  const { creatorsApi, auth } = useServices()
  const session = useStore(auth)
  const viewer = session.status === 'authenticated' ? session.session.address : null
  const query = useQuery<Support | null>({
    queryKey: key ? receiptKey(key, viewer) : ['creators', 'no-receipt'],
    queryFn: async () => (await creatorsApi!()).getSupport(key!.creator, key!.chainId, key!.txHash),
    enabled: !!creatorsApi && key !== undefined,
  })
  if (!creatorsApi || key === undefined) return { status: 'not-found' }
  if (query.status === 'pending') return { status: 'loading' }
  if (query.status === 'error') return { status: 'failed', retry: () => void query.refetch() }
  if (!query.data) return { status: 'not-found' }
  const owner = viewer !== null && viewer.toLowerCase() === key.creator.toLowerCase()
  return { status: 'found', note: query.data, owner }
}
