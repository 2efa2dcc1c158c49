import { chainIdToHex } from '../../domain/chains/chainId'
import { type Address, type Hash, type Hex, isHash } from '../../domain/shared/hex'
import type { SendTransactionArgs, WatchAssetArgs } from '../../ports/walletConnector'
import { readAccounts } from './readAccounts'
import { toHexQuantity } from './toHexQuantity'
import { utf8ToHex } from './utf8ToHex'
import { unexpectedAnswer, type WalletRequest } from './walletRequest'

const SIGNATURE = /^0x[0-9a-fA-F]+$/

/** personal_sign with the UTF-8 message hex-encoded (as wallets expect), params [message, address]. */
export async function personalSign(
  request: WalletRequest,
  { address, message }: { address: Address; message: string },
): Promise<Hex> {
  const signature = await request({ method: 'personal_sign', params: [utf8ToHex(message), address] }, 'sign')
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw unexpectedAnswer('sign-failed', signature)
  return signature as Hex
}

/** eth_sendTransaction with hex quantities; the transaction hash. */
export async function sendTransaction(
  request: WalletRequest,
  { from, to, value, data, chainId }: SendTransactionArgs,
): Promise<Hash> {
  const tx = { from, to, value: toHexQuantity(value), chainId: chainIdToHex(chainId), ...(data ? { data } : {}) }
  const hash = await request({ method: 'eth_sendTransaction', params: [tx] }, 'send')
  if (!isHash(hash)) throw unexpectedAnswer('send-failed', hash)
  return hash as Hash
}

/** wallet_watchAsset (EIP-747) for an ERC-20 token, decimals defaulting to 18; whether the wallet added it. */
export async function watchAsset(
  request: WalletRequest,
  { address, symbol, decimals, image }: WatchAssetArgs,
): Promise<boolean> {
  const options = { address, symbol, decimals: decimals ?? 18, ...(image ? { image } : {}) }
  return Boolean(await request({ method: 'wallet_watchAsset', params: { type: 'ERC20', options } }, 'watch'))
}

/** wallet_requestPermissions for eth_accounts (EIP-2255), then the accounts now exposed. */
export async function requestAccountPermissions(request: WalletRequest): Promise<readonly Address[]> {
  await request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }, 'connect')
  return readAccounts(await request({ method: 'eth_accounts' }, 'connect'))
}
