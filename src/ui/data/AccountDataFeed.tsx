import { useLayoutEffect } from 'react'
import type { Address } from '../../domain/shared/hex'
import { useBalance } from '../hooks/useBalance'
import { useEnsAvatar } from '../hooks/useEnsAvatar'
import { useEnsName } from '../hooks/useEnsName'
import { AccountDataBoundary } from './AccountDataBoundary'
import type { AccountDataReport } from './accountData'

export type AccountDataFeedProps = {
  address: Address
  chainId: number
  /** Read the balance too. */
  balance: boolean
  dataKey: string
  onReport(report: AccountDataReport): void
}

/**
 * Reads the account's ENS name, avatar and balance through the data cache and reports each change; draws nothing.
 * Loaded on demand (src/ui/data/useAccountData.tsx) with TanStack Query, so none of it is in the first page load.
 */
export function AccountDataFeed(props: AccountDataFeedProps) {
  return (
    <AccountDataBoundary>
      <Feed {...props} />
    </AccountDataBoundary>
  )
}

function Feed({ address, chainId, balance, dataKey, onReport }: AccountDataFeedProps) {
  const name = useEnsName(address).data
  const avatar = useEnsAvatar(name).data
  const read = useBalance({ address, chainId, enabled: balance })
  const { data: balanceData, isError: balanceFailed } = read
  // Before the browser paints: data the cache already holds (a returning visitor's name) is drawn in the same frame
  // as the view, not a frame after it.
  useLayoutEffect(() => {
    onReport({ key: dataKey, data: { name, avatar, balance: balanceData, balanceFailed } })
  }, [onReport, dataKey, name, avatar, balanceData, balanceFailed])
  return null
}
