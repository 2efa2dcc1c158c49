import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import {
  createWalletClient,
  encodeFunctionData,
  http,
  parseAbi,
  type Address,
  type Hash,
  type LocalAccount,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { shortenAddress } from '../../../src/domain/account/shortenAddress'
import { anvil } from './anvilRpc'
import { approve, expect, injectWallet, THIRD_PARTY } from './fixtures'
import { browserWalletOption, openConnectModal, signInIfAsked } from './flows'
import { E2E_PORTS, E2E_USDC, E2E_USDC_DEPLOYER } from './ports'

const USDC_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
])

/** Waits until `hash` is mined and answers whether it succeeded. */
async function mined(hash: Hash): Promise<boolean> {
  await expect.poll(() => anvil('eth_getTransactionReceipt', [hash])).not.toBeNull()
  const receipt = (await anvil('eth_getTransactionReceipt', [hash])) as { status: string }
  return receipt.status === '0x1'
}

/**
 * A supporter who never opens the app pays `creator` 5 USDC (`amount` base units) from a wallet app: their account
 * gets ether for gas and `amount` of the e2e USDC (minted by its deployer, so the browser wallet's 100 USDC stay as
 * the other specs expect), then signs a plain ERC-20 `transfer` with its own key. Answers the mined transaction.
 */
export async function payUsdcFromWalletApp(payer: LocalAccount, creator: Address, amount: bigint): Promise<Hash> {
  await anvil('anvil_setBalance', [payer.address, '0xde0b6b3a7640000'])
  await anvil('anvil_impersonateAccount', [E2E_USDC_DEPLOYER])
  const mint = encodeFunctionData({ abi: USDC_ABI, functionName: 'mint', args: [payer.address, amount] })
  const minted = (await anvil('eth_sendTransaction', [{ from: E2E_USDC_DEPLOYER, to: E2E_USDC, data: mint }])) as Hash
  if (!(await mined(minted))) throw new Error('minting the e2e USDC failed')
  const wallet = createWalletClient({ account: payer, transport: http(`http://127.0.0.1:${E2E_PORTS.chain1}`) })
  const hash = await wallet.writeContract({
    address: E2E_USDC,
    abi: USDC_ABI,
    functionName: 'transfer',
    args: [creator, amount],
    chain: null,
  })
  if (!(await mined(hash))) throw new Error('the USDC transfer reverted')
  return hash
}

/** The private key of a mnemonic account, for the headless wallet. */
function hdPrivateKey(account: HDAccount): string {
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('no private key')
  return `0x${Buffer.from(key).toString('hex')}`
}

/**
 * A browser context of its own (with `options`) with the Studio open, connected and signed in as `creator`; `requests` holds every
 * request its pages made, from the first.
 */
export async function studioAs(
  browser: Browser,
  creator: HDAccount,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; studio: Page; requests: string[] }> {
  const context = await browser.newContext(options)
  const requests = recordRequests(context)
  await context.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'))
  const studio = await context.newPage()
  const wallet = await injectWallet(studio)
  await studio.goto('/studio')
  await wallet.changeAccounts([hdPrivateKey(creator)])
  await browserWalletOption(await openConnectModal(studio)).click()
  await approve(wallet, 'eth_requestAccounts')
  await signInIfAsked(studio, wallet)
  await expect(studio.getByRole('button', { name: new RegExp(shortenAddress(creator.address), 'i') })).toBeVisible()
  return { context, studio, requests }
}

/** Every request `context`'s pages make, as "METHOD pathname", from now on. */
export function recordRequests(context: BrowserContext): string[] {
  const requests: string[] = []
  context.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
  return requests
}

/** The claims among `requests`: a POST of a note to any creator's supports. */
export const claimRequests = (requests: readonly string[]): string[] =>
  requests.filter((request) => /^POST \/api\/creators\/[^/]+\/supports\/?$/i.test(request))
