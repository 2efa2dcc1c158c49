import type { Chain } from '../../domain/chains/chain'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices } from '../servicesContext'

/** The network pages show balances on: the visitor's, when it is a configured one; else the first configured. */
export function useDisplayChain(): Chain | undefined {
  const { chains } = useServices()
  const session = useWalletSession()
  const current = session.status === 'connected' ? chains.find((c) => c.id === session.chain.id) : undefined
  return current ?? chains[0]
}
