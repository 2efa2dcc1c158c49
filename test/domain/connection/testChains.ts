import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'

function chain(id: number, name: string): Chain {
  return { id, name, nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: [`http://127.0.0.1:8545/${id}`] }
}

/** product rules: "Configured chains": Ethereum and Goerli are configured. */
export const CONFIGURED_CHAINS: readonly Chain[] = [chain(1, 'Ethereum'), chain(5, 'Goerli')]

export const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
export const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
