import { test as base, expect, type Page } from '@playwright/test'
import { createRequire } from 'node:module'
import { ANVIL_ACCOUNTS } from '../../support/anvil'
import { E2E_PORTS, E2E_VITE_ENV } from './ports'

/** The part of headless-web3-provider's backend the tests drive. */
export type HeadlessWallet = {
  authorize(method: string): Promise<void>
  reject(method: string, reason?: { message?: string; code?: number }): Promise<void>
  getPendingRequestCount(method?: string): number
  changeAccounts(privateKeys: string[]): Promise<void>
  switchNetwork(chainId: number): void
  addNetwork(chainId: number, rpcUrl: string): void
}

// The package's named ESM exports do not load under Node, and its typings declare a global `window.ethereum` type
// that would leak into every other file of the program: load its CommonJS build untyped instead.
const headless = createRequire(import.meta.url)('headless-web3-provider') as {
  injectHeadlessWeb3Provider(page: Page, keys: string[], chainId: number, rpcUrl: string): Promise<unknown>
}

/** Sign-in is on in this run (the default); VITE_AUTH=off runs the suite without the "Verify your account" step. */
export const SIWE = E2E_VITE_ENV.VITE_AUTH !== 'off'

export const ACCOUNT = ANVIL_ACCOUNTS[0]
/** product rules: "Address and name display": first 4 and last 4 characters. */
export const SHORT_ACCOUNT = `${ACCOUNT.address.slice(0, 4)}…${ACCOUNT.address.slice(-4)}`

/** Injects a headless wallet (window.ethereum + EIP-6963) on anvil chain 1 before the page loads. */
export async function injectWallet(page: Page): Promise<HeadlessWallet> {
  const wallet = (await headless.injectHeadlessWeb3Provider(
    page,
    [ACCOUNT.privateKey],
    1,
    `http://127.0.0.1:${E2E_PORTS.chain1}`,
  )) as unknown as HeadlessWallet & { request(req: { method: string; params?: unknown[] }): Promise<unknown> }
  // personal_sign: like MetaMask, a 0x-hex message means its bytes. The test wallet (ethers 5 signMessage) would
  // sign the hex text itself, so the message is handed to it as the text those bytes spell.
  const request = wallet.request.bind(wallet)
  wallet.request = (req) =>
    request(req.method === 'personal_sign' ? { ...req, params: hexMessageAsText(req.params) } : req)
  wallet.addNetwork(5, `http://127.0.0.1:${E2E_PORTS.chain5}`)
  // The test wallet's in-page emitter has on/off but not EIP-1193's removeListener, which real wallets have and
  // the app requires: complete it (this init script runs right after the wallet's own).
  await page.addInitScript(() => {
    const ethereum = (window as unknown as { ethereum?: Record<string, unknown> }).ethereum
    if (ethereum && typeof ethereum.removeListener !== 'function' && typeof ethereum.off === 'function') {
      ethereum.removeListener = (ethereum.off as (...args: unknown[]) => unknown).bind(ethereum)
    }
  })
  return wallet
}

function hexMessageAsText(params: unknown[] | undefined): unknown[] | undefined {
  const [message, ...rest] = params ?? []
  if (typeof message !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(message)) return params
  const text = Buffer.from(message.slice(2), 'hex').toString('utf8')
  return Buffer.from(text, 'utf8').toString('hex') === message.slice(2).toLowerCase() ? [text, ...rest] : params
}

/** Waits until the wallet has a pending request of `method`, then authorizes it. */
export async function approve(wallet: HeadlessWallet, method: string): Promise<void> {
  await expect.poll(() => wallet.getPendingRequestCount(method)).toBeGreaterThan(0)
  await wallet.authorize(method)
}

/** The e2e build has a Google Analytics id (page views are counted): its script must never leave the machine. */
export const THIRD_PARTY = /^https:\/\/www\.googletagmanager\.com\//

export const test = base.extend<{ wallet: HeadlessWallet; blockThirdParty: void }>({
  blockThirdParty: [
    async ({ context }, use) => {
      await context.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'))
      await use()
    },
    { auto: true },
  ],
  wallet: async ({ page }, use) => {
    await use(await injectWallet(page))
  },
})

export { expect }
