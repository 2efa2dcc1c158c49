import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '../../support/anvil'
import { deployTestToken } from '../../support/erc20/testToken'
import { startAppServer } from './appServer'
import { E2E_PORTS, E2E_USDC, E2E_USDC_DEPLOYER } from './ports'

const DIST = fileURLToPath(new URL('../../../dist-e2e', import.meta.url))

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

/** Starts anvil (chain 1 and 5) with the test USDC on chain 1, and the app server; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`No e2e build in ${DIST}: run node scripts/e2e.mjs`)
  const anvils: Anvil[] = []
  try {
    anvils.push(await startAnvil({ chainId: 1, port: E2E_PORTS.chain1 }))
    await deployUsdc(anvils[0]!)
    anvils.push(await startAnvil({ chainId: 5, port: E2E_PORTS.chain5 }))
    const app = await startAppServer({ root: DIST, port: E2E_PORTS.app })
    return async () => {
      await app.stop()
      await Promise.all(anvils.map((a) => a.stop()))
    }
  } catch (err) {
    await Promise.all(anvils.map((a) => a.stop()))
    throw err
  }
}
