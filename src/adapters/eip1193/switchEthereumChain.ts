import { addChainParameters } from '../../domain/chains/addChainParameters'
import type { Chain } from '../../domain/chains/chain'
import { chainIdToHex } from '../../domain/chains/chainId'
import { hasCode } from '../../domain/errors/baseError'
import type { WalletRequest } from './walletRequest'

/**
 * wallet_switchEthereumChain with the hex id; when the wallet does not know the chain (4902, also nested in
 * data.originalError) it is added with its EIP-3085 parameters and the switch is asked again.
 */
export async function switchEthereumChain(request: WalletRequest, chain: Chain): Promise<void> {
  const switchArgs = { method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdToHex(chain.id) }] }
  try {
    await request(switchArgs, 'switch')
  } catch (err) {
    if (!hasCode(err, 'unknown-chain')) throw err
    await request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] }, 'add')
    await request(switchArgs, 'switch')
  }
}
