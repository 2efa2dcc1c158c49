import type { Chain } from './chain'

/**
 * A chain the app knows how to configure by id: its Chain data without RPC URLs, plus where to reach it.
 * `providerUrl` is the RPC provider's template with `{key}`; `publicUrl` is the keyless fallback, tried last.
 */
export type KnownChain = Omit<Chain, 'rpcUrls' | 'publicRpcUrls'> & {
  rpc: { providerUrl?: string | undefined; publicUrl: string }
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const ETHEREUM: KnownChain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  iconBackground: '#484c50',
  rpc: { providerUrl: 'https://eth-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://cloudflare-eth.com' },
}

export const GOERLI: KnownChain = {
  id: 5,
  name: 'Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  blockExplorer: { name: 'Etherscan', url: 'https://goerli.etherscan.io' },
  iconBackground: '#484c50',
  testnet: true,
  rpc: { providerUrl: 'https://eth-goerli.g.alchemy.com/v2/{key}', publicUrl: 'https://rpc.ankr.com/eth_goerli' },
}

const MORE: readonly KnownChain[] = [
  {
    id: 10,
    name: 'Optimism',
    nativeCurrency: ETHER,
    iconBackground: '#ff5a57',
    blockExplorer: { name: 'Etherscan', url: 'https://optimistic.etherscan.io' },
    rpc: { providerUrl: 'https://opt-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://mainnet.optimism.io' },
  },
  {
    id: 137,
    name: 'Polygon',
    nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    iconBackground: '#9f71ec',
    blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
    rpc: { providerUrl: 'https://polygon-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://polygon-rpc.com' },
  },
  {
    id: 8453,
    name: 'Base',
    nativeCurrency: ETHER,
    iconBackground: '#0052ff',
    blockExplorer: { name: 'BaseScan', url: 'https://basescan.org' },
    rpc: { providerUrl: 'https://base-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://mainnet.base.org' },
  },
  {
    id: 42161,
    name: 'Arbitrum',
    nativeCurrency: ETHER,
    iconBackground: '#96bedc',
    blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
    rpc: { providerUrl: 'https://arb-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://arb1.arbitrum.io/rpc' },
  },
  {
    id: 11155111,
    name: 'Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    iconBackground: '#484c50',
    testnet: true,
    blockExplorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
    rpc: { providerUrl: 'https://eth-sepolia.g.alchemy.com/v2/{key}', publicUrl: 'https://rpc.sepolia.org' },
  },
  // A local development node (anvil, hardhat): no explorer, no provider.
  {
    id: 31337,
    name: 'Localhost',
    nativeCurrency: ETHER,
    iconBackground: '#484c50',
    testnet: true,
    rpc: { publicUrl: 'http://127.0.0.1:8545' },
  },
]

/** Every chain configurable by id (VITE_CHAINS), Ethereum and Goerli first. */
export const KNOWN_CHAINS: readonly KnownChain[] = [ETHEREUM, GOERLI, ...MORE]

/** product rules: "Configured chains": the chains configured when VITE_CHAINS is not set. */
export const DEFAULT_CHAIN_IDS: readonly number[] = [ETHEREUM.id, GOERLI.id]

/** The known chain with this id, or undefined. */
export function findKnownChain(id: number): KnownChain | undefined {
  return KNOWN_CHAINS.find((chain) => chain.id === id)
}
