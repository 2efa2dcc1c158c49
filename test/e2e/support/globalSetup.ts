import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '../../support/anvil'
import { deployTestToken } from '../../support/erc20/testToken'
import { startAppServer } from './appServer'
import { E2E_PORTS, E2E_USDC, E2E_USDC_DEPLOYER, E2E_WALLETCONNECT_PROJECT_ID } from './ports'

/**
 * The builds scripts/e2e.mjs made for this run (E2E_FLAVOURS): `main` on E2E_PORTS.app, and `wc`, the WalletConnect
 * flavour of the phone's deep-link spec, on E2E_PORTS.appWalletConnect.
 */
const FLAVOURS = {
  main: { dist: fileURLToPath(new URL('../../../dist-e2e', import.meta.url)), port: E2E_PORTS.app, env: {} },
  wc: {
    dist: fileURLToPath(new URL('../../../dist-e2e-wc', import.meta.url)),
    port: E2E_PORTS.appWalletConnect,
    env: { VITE_WALLETCONNECT_PROJECT_ID: E2E_WALLETCONNECT_PROJECT_ID },
  },
} as const

function flavours(): (keyof typeof FLAVOURS)[] {
  const names = (process.env.E2E_FLAVOURS || 'main').split(',')
  return names.filter((name): name is keyof typeof FLAVOURS => name in FLAVOURS)
}

/** What the browser wallet (anvil's first account) holds of the e2e USDC: 100 USDC. */
const E2E_USDC_MINTED = 100_000_000n

/**
 * The test USDC (6 decimals) on chain 1, at the address VITE_SUPPORT_TOKENS names (E2E_USDC: its deployer's first
 * transaction), with 100 USDC minted to the browser wallet.
 */
async function deployUsdc(anvil: Anvil): Promise<void> {
  await anvil.rpc('anvil_impersonateAccount', [E2E_USDC_DEPLOYER])
  await anvil.rpc('anvil_setBalance', [E2E_USDC_DEPLOYER, '0x56bc75e2d63100000'])
  const token = await deployTestToken(anvil, 'USDC', 6, E2E_USDC_DEPLOYER)
  if (token.address.toLowerCase() !== E2E_USDC.toLowerCase()) throw new Error(`e2e USDC deployed at ${token.address}`)
  await token.mint(ANVIL_ACCOUNTS[0].address, E2E_USDC_MINTED)
}

/** Starts anvil (chain 1 and 5) with the test USDC on chain 1, and an app server per build; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const builds = flavours().map((name) => FLAVOURS[name])
  for (const { dist } of builds)
    if (!existsSync(`${dist}/index.html`)) throw new Error(`No e2e build in ${dist}: run node scripts/e2e.mjs`)
  const anvils: Anvil[] = []
  const apps: { stop(): Promise<void> }[] = []
  const stop = async (): Promise<void> => {
    await Promise.all(apps.map((app) => app.stop()))
    await Promise.all(anvils.map((a) => a.stop()))
  }
  try {
    anvils.push(await startAnvil({ chainId: 1, port: E2E_PORTS.chain1 }))
    await deployUsdc(anvils[0]!)
    anvils.push(await startAnvil({ chainId: 5, port: E2E_PORTS.chain5 }))
    for (const { dist, port, env } of builds) apps.push(await startAppServer({ root: dist, port, env }))
    return stop
  } catch (err) {
    await stop()
    throw err
  }
}
