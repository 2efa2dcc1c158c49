import { useQuery } from '@tanstack/react-query'
import { accountDataKeys, BALANCE_FRESH_MS } from '../../domain/account/accountData'
import type { Address } from '../../domain/shared/hex'
import type { Balance } from '../../ports/chainReader'
import { useServices } from '../servicesContext'
import { useBalance } from './useBalance'

/**
 * `address`'s balance of the ERC-20 `token` on `chainId` (ChainReader.getTokenBalance), or of the native currency
 * when `token` is null (useBalance), through the data cache. Like useBalance, it is read when shown and re-read when
 * one of the visitor's transactions on that chain settles (both keys sit under the chain's balances), never polled.
 */
export function useAssetBalance(args: { address: Address; chainId: number; token: Address | null }) {
  const { chainReader } = useServices()
  const { address, chainId, token } = args
  const native = useBalance({ address, chainId, enabled: token === null })
  const tokenBalance = useQuery<Balance>({
    // Under the account's balance on the chain, so that what makes it stale makes this stale too.
    queryKey: [...accountDataKeys.balance(chainId, address), 'token', token?.toLowerCase()],
    queryFn: async () => (await chainReader()).getTokenBalance({ chainId, token: token!, owner: address }),
    enabled: token !== null,
    staleTime: BALANCE_FRESH_MS,
  })
  return token === null ? native : tokenBalance
}
