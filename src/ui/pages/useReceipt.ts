import { useQuery } from '@tanstack/react-query'
import type { ReceiptKey } from '../../domain/creators/receiptKey'
import type { Support } from '../../domain/support/support'
import { useServices } from '../servicesContext'
import { receiptQuery } from './creatorQueries'
import { useViewer } from './useViewer'

/**
 * The receipt as the page shows it: none (a malformed path, no creators API here, or no such note), loading, failed
 * (with a retry), or found. `owner`: the signed-in account is the creator's (it sees a hidden note's text).
 */
export type ReceiptView =
  | { status: 'not-found' }
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'found'; note: Support; owner: boolean }

/** One note of a creator, a receipt (product rules: "Receipts"), loaded from the creators API. */
export function useReceipt(key: ReceiptKey | undefined): ReceiptView {
  const { creatorsApi } = useServices()
  const viewer = useViewer()
  const query = useQuery({
    ...receiptQuery(creatorsApi, key, viewer),
    enabled: !!creatorsApi && key !== undefined,
  })
  if (!creatorsApi || key === undefined) return { status: 'not-found' }
  if (query.status === 'pending') return { status: 'loading' }
  if (query.status === 'error') return { status: 'failed', retry: () => void query.refetch() }
  if (!query.data) return { status: 'not-found' }
  const owner = viewer !== null && viewer.toLowerCase() === key.creator.toLowerCase()
  return { status: 'found', note: query.data, owner }
}
