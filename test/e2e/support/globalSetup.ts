import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAnvil, type Anvil } from '../../support/anvil'
import { startAppServer } from './appServer'
import { E2E_PORTS } from './ports'

const DIST = fileURLToPath(new URL('../../../dist-e2e', import.meta.url))

/** Starts anvil (chain 1 and 5) and the app server; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`No e2e build in ${DIST}: run node scripts/e2e.mjs`)
  const anvils: Anvil[] = []
  try {
    anvils.push(await startAnvil({ chainId: 1, port: E2E_PORTS.chain1 }))
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
