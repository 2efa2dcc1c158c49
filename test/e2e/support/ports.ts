/** Fixed uncommon loopback ports: the e2e build has the anvil URLs baked in (scripts/e2e.mjs builds with the same). */
export const E2E_PORTS = { chain1: 18545, chain5: 18546, app: 18080, appWalletConnect: 18081 } as const

/** The origin the app is served on in the e2e run (APP_ORIGIN of the sign-in API). */
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORTS.app}`

/** The origin of the WalletConnect flavour (dist-e2e-wc, built with a project id for the phone's deep-link spec). */
export const E2E_WALLETCONNECT_ORIGIN = `http://127.0.0.1:${E2E_PORTS.appWalletConnect}`

/** The WalletConnect flavour's project id (keep in sync with FLAVOURS in scripts/e2e.mjs); its relay is faked. */
export const E2E_WALLETCONNECT_PROJECT_ID = 'e2e00000000000000000000000000wc'

/** The configuration of the e2e build and server (keep in sync with E2E_ENV in scripts/e2e.mjs). */
export const E2E_VITE_ENV = {
  VITE_CHAINS: '1,5',
  VITE_RPC_URLS: `1=http://127.0.0.1:${E2E_PORTS.chain1},5=http://127.0.0.1:${E2E_PORTS.chain5}`,
  VITE_AUTH: process.env.VITE_AUTH || 'siwe',
  VITE_PSEUDO_LOCALE: 'on',
  VITE_CHAIN_LIBRARY: process.env.VITE_CHAIN_LIBRARY || 'viem',
  // The test USDC the global setup deploys on chain 1 (globalSetup.ts: its address is fixed by its deployer's nonce 0).
  VITE_SUPPORT_TOKENS: '1:0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9:USDC:6',
} as const

/**
 * The deployer of the e2e USDC (anvil's mnemonic, index 10: no spec uses it), impersonated by the global setup; its
 * first transaction creates the token at E2E_USDC.
 */
export const E2E_USDC_DEPLOYER = '0xBcd4042DE499D14e55001CcbB24a551F3b954096'
export const E2E_USDC = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
