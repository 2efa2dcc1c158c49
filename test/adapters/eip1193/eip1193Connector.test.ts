import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { verifyMessage } from 'viem'
import type { Chain } from '../../../src/domain/chains/chain'
import { DEFAULT_NATIVE_CURRENCY } from '../../../src/domain/chains/chain'
import type { BaseError } from '../../../src/domain/errors/baseError'
import type { ConnectorEvent } from '../../../src/ports/walletConnector'
import { Eip1193Connector } from '../../../src/adapters/eip1193/eip1193Connector'
import type { Eip1193Provider } from '../../../src/adapters/eip1193/eip1193Provider'
import { ANVIL_ACCOUNTS, anvilReceipt, startAnvil, type Anvil } from '../../support/anvil'
import { createAnvilEip1193, type AnvilEip1193Options, type AnvilEip1193Provider } from '../../support/anvilEip1193'

// The app reads through a keyed provider first; a wallet must only ever be given the public URL.
const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [`https://provider.example/${id}/v2/SECRETKEY`, `https://rpc.example/${id}`],
  publicRpcUrls: [`https://rpc.example/${id}`],
  blockExplorer: { name: 'Explorer', url: `https://explorer.example/${id}` },
})
const CHAINS = [chain(1, 'Ethereum'), chain(5, 'Goerli'), chain(1337, 'Local')]
const ACCOUNT = ANVIL_ACCOUNTS[0].address

let anvil: Anvil
let snapshot: string
let wallet: AnvilEip1193Provider
let present: Eip1193Provider | undefined
let events: ConnectorEvent[]

async function setup(options: AnvilEip1193Options = {}): Promise<Eip1193Connector> {
  wallet = await createAnvilEip1193(anvil, { knownChains: [5], ...options })
  present = wallet as unknown as Eip1193Provider
  const connector = new Eip1193Connector({
    id: 'injected',
    name: 'Browser Wallet',
    chains: CHAINS,
    getProvider: () => present,
    presenceCheckMs: 20,
  })
  events = []
  connector.events$.subscribe((e) => events.push(e))
  return connector
}

async function failure(promise: Promise<unknown>): Promise<BaseError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (err: BaseError) => err,
  )
}

type Receipt = { status: string; to: string; transactionHash: string }

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(async () => {
  await anvil.stop()
})
beforeEach(async () => {
  snapshot = await anvil.rpc<string>('evm_snapshot')
})
afterEach(async () => {
  await anvil.rpc('evm_revert', [snapshot])
})

describe('Eip1193Connector', () => {
  test('default: connect emits connecting first, prompts once and returns accounts and chain', async () => {
    const connector = await setup()
    const result = await connector.connect()
    expect(result).toEqual({ accounts: wallet.accounts, chain: { id: 1, unsupported: false } })
    expect(result.accounts[0]?.toLowerCase()).toBe(ACCOUNT.toLowerCase())
    expect(events[0]).toEqual({ type: 'connecting' })
    expect(events.at(-1)).toEqual({ type: 'connect', ...result })
    expect(wallet.prompts).toBe(1)
    expect(connector.isReady()).toBe(true)
  })

  test('behavior: the chain is asked while the prompt is open, so connect takes one wallet round trip', async () => {
    const connector = await setup()
    const release = wallet.holdNext('eth_requestAccounts')
    const connecting = connector.connect()
    // Both go out within the call itself: the prompt does not wait for the page to re-render for "connecting".
    expect(wallet.methods).toEqual(['eth_requestAccounts', 'eth_chainId'])
    release()
    expect((await connecting).chain).toEqual({ id: anvil.chainId, unsupported: false })
    expect(wallet.methods.filter((m) => m === 'eth_chainId')).toHaveLength(1)
  })

  test('behavior: a network switch in the wallet while the prompt is open gives the new chain', async () => {
    const connector = await setup()
    const release = wallet.holdNext('eth_requestAccounts')
    const connecting = connector.connect()
    await new Promise((r) => setTimeout(r, 20))
    wallet.setChain(5)
    release()
    expect((await connecting).chain).toEqual({ id: 5, unsupported: false })
  })

  test('behavior: an early chain read that fails (an error, an odd thrown value) is asked again after the prompt', async () => {
    const connector = await setup()
    wallet.rejectNext({ code: -32603, message: 'Not ready' }, 'eth_chainId')
    expect((await connector.connect()).chain.id).toBe(anvil.chainId)
    await connector.disconnect()
    wallet.throwNext('0xnot-a-chain', 'eth_chainId')
    expect((await connector.connect()).chain.id).toBe(anvil.chainId)
    expect(wallet.methods.filter((m) => m === 'eth_chainId')).toHaveLength(4)
  })

  test('parameters: chainId switches the wallet after connecting', async () => {
    const connector = await setup()
    const result = await connector.connect({ chainId: 5 })
    expect(result.chain).toEqual({ id: 5, unsupported: false })
    expect(wallet.chainId).toBe(5)
    expect(events.filter((e) => e.type === 'connect')).toEqual([{ type: 'connect', ...result }])
  })

  test('behavior: a refused switch on connect keeps the connection on the current chain', async () => {
    const connector = await setup()
    wallet.rejectNext({ code: 4001 }, 'wallet_switchEthereumChain')
    const result = await connector.connect({ chainId: 5 })
    expect(result.chain).toEqual({ id: 1, unsupported: false })
  })

  test('behavior: reconnect restores without a prompt, null when not authorised', async () => {
    const connector = await setup()
    expect(await connector.reconnect()).toBeNull()
    wallet.authorized = true
    const result = await connector.reconnect()
    expect(result?.accounts).toEqual(wallet.accounts)
    expect(result?.chain).toEqual({ id: 1, unsupported: false })
    expect(wallet.prompts).toBe(0)
  })

  test('behavior: reconnect without a provider is null', async () => {
    const connector = await setup()
    present = undefined
    expect(await connector.reconnect()).toBeNull()
    expect(connector.isReady()).toBe(false)
  })

  test('behavior: account change yields a change event, an empty list a disconnect', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.setAccounts([ANVIL_ACCOUNTS[1].address])
    expect(events.at(-1)).toEqual({ type: 'change', accounts: [ANVIL_ACCOUNTS[1].address] })
    wallet.setAccounts([])
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })

  test('behavior: chain change to an unconfigured chain carries unsupported: true', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.setChain(137)
    expect(events.at(-1)).toEqual({ type: 'change', chain: { id: 137, unsupported: true } })
    wallet.setChain(5)
    expect(events.at(-1)).toEqual({ type: 'change', chain: { id: 5, unsupported: false } })
  })

  test('behavior: malformed wallet events are ignored, MetaMask 1013 disconnect is not an end', async () => {
    const connector = await setup()
    await connector.connect()
    const before = events.length
    wallet.emit('chainChanged', 'not-a-chain')
    wallet.emit('accountsChanged', null)
    wallet.emit('disconnect', { code: 1013, message: 'reconnecting' })
    expect(events.length).toBe(before)
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
  })

  test('behavior: disconnect stops listening and emits disconnect', async () => {
    const connector = await setup()
    await connector.connect()
    await connector.disconnect()
    expect(wallet.listenerCount('chainChanged')).toBe(0)
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
  })

  test('behavior: switch to a known chain', async () => {
    const connector = await setup()
    await connector.connect()
    await connector.switchChain!(5)
    expect(wallet.chainId).toBe(5)
    expect(events.at(-1)).toEqual({ type: 'change', chain: { id: 5, unsupported: false } })
  })

  test.each(['flat', 'nested'] as const)(
    'behavior: 4902 (%s) adds the chain with EIP-3085 parameters, then switches',
    async (shape) => {
      const connector = await setup({ unknownChainError: shape })
      await connector.connect()
      await connector.switchChain!(1337)
      expect(wallet.addedChains).toEqual([
        {
          chainId: '0x539',
          chainName: 'Local',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://rpc.example/1337'],
          blockExplorerUrls: ['https://explorer.example/1337'],
        },
      ])
      expect(wallet.chainId).toBe(1337)
    },
  )

  test('behavior: refusing to add the chain is user-rejected; an add failure is add-chain', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.rejectNext({ code: 4001 }, 'wallet_addEthereumChain')
    expect((await failure(connector.switchChain!(1337))).code).toBe('user-rejected')
    wallet.rejectNext({ code: -32603, message: 'Internal error' }, 'wallet_addEthereumChain')
    const err = await failure(connector.switchChain!(1337))
    expect(err.code).toBe('add-chain')
    expect(err.shortMessage).toBe('An error occurred when attempting to add chain.')
    expect(wallet.chainId).toBe(1)
  })

  test('behavior: user rejection by code and by message only (bridges lose the code)', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.rejectNext({ code: 4001 })
    const byCode = await failure(connector.switchChain!(5))
    wallet.rejectNext({ message: 'User rejected request' })
    const byMessage = await failure(connector.switchChain!(5))
    for (const err of [byCode, byMessage]) {
      expect(err.code).toBe('user-rejected')
      expect(err.shortMessage).toBe('User rejected the request.')
    }
    wallet.rejectNext({ message: 'User rejected request' })
    expect((await failure(connector.connect())).code).toBe('user-rejected')
  })

  test('behavior: other switch failures are switch-chain errors', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.rejectNext({ code: -32603, message: 'Something broke' })
    const err = await failure(connector.switchChain!(5))
    expect(err.code).toBe('switch-chain')
    expect(err.shortMessage).toBe('An error occurred when attempting to switch chain.')
  })

  test('behavior: switching to a chain outside the configured list is chain-not-configured', async () => {
    const connector = await setup()
    await connector.connect()
    const err = await failure(connector.switchChain!(137))
    expect(err.code).toBe('chain-not-configured')
    expect(err.shortMessage).toBe('Chain “137” not configured for connector “Browser Wallet”.')
  })

  test('behavior: -32002 is resource-unavailable', async () => {
    const connector = await setup()
    wallet.rejectNext({ code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" })
    const err = await failure(connector.connect())
    expect(err.code).toBe('resource-unavailable')
    expect(err.shortMessage).toBe('A request is already pending in your wallet. Open your wallet to continue.')
  })

  test('behavior: no provider is connector-not-found', async () => {
    const connector = await setup()
    present = undefined
    const err = await failure(connector.connect())
    expect(err.code).toBe('connector-not-found')
    expect(err.shortMessage).toBe('Connector not found')
    expect(events).toEqual([{ type: 'connecting' }])
  })

  test('behavior: a provider that disappears during a pending prompt is connector-not-found, not a hang', async () => {
    const connector = await setup()
    wallet.hangNext()
    const connecting = connector.connect()
    present = undefined
    expect((await failure(connecting)).code).toBe('connector-not-found')
  })

  test.each([
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['an object without message', { foo: 1 }],
    ['a number', 42],
  ])('behavior: a wallet throwing %s gives a clear BaseError', async (_name, value) => {
    const connector = await setup()
    wallet.throwNext(value)
    const err = await failure(connector.connect())
    expect(err.code).toBe('connect-failed')
    expect(err.shortMessage).toBe('Failed to connect the wallet.')
  })

  test('behavior: a wallet answering garbage is a clear error', async () => {
    const connector = await setup()
    const odd = { request: async () => 'not-a-list', on: () => undefined, removeListener: () => undefined }
    present = odd
    const err = await failure(connector.connect())
    expect(err.code).toBe('connect-failed')
    expect(err.details).toBe('The wallet returned a string instead of a list of accounts.')
  })

  test('behavior: personal_sign produces a signature viem verifies for the anvil account', async () => {
    const connector = await setup()
    await connector.connect()
    const message = 'Sign in to Creators Studio ✓\nNonce: abc123'
    const signature = await connector.signMessage({ address: ACCOUNT, message })
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
    expect(await verifyMessage({ address: ANVIL_ACCOUNTS[1].address, message, signature })).toBe(false)
  })

  test('behavior: a hex-looking message is signed as text', async () => {
    const connector = await setup()
    await connector.connect()
    const message = '0xdeadbeef'
    const signature = await connector.signMessage({ address: ACCOUNT, message })
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
  })

  test('behavior: a rejected signature is user-rejected, a failed one sign-failed', async () => {
    const connector = await setup()
    await connector.connect()
    wallet.rejectNext({ code: 4001 })
    expect((await failure(connector.signMessage({ address: ACCOUNT, message: 'x' }))).code).toBe('user-rejected')
    wallet.throwNext({})
    expect((await failure(connector.signMessage({ address: ACCOUNT, message: 'x' }))).code).toBe('sign-failed')
  })

  test('behavior: eth_sendTransaction yields a hash whose receipt exists on anvil', async () => {
    const connector = await setup()
    await connector.connect()
    const to = ANVIL_ACCOUNTS[2].address
    const hash = await connector.sendTransaction({ from: ACCOUNT, to, value: 10n ** 15n, chainId: 1 })
    const receipt = await anvilReceipt<Receipt>(anvil, hash)
    expect(receipt.transactionHash).toBe(hash)
    expect(receipt.status).toBe('0x1')
    expect(receipt.to.toLowerCase()).toBe(to.toLowerCase())
    const tx = await anvil.rpc<{ value: string }>('eth_getTransactionByHash', [hash])
    expect(BigInt(tx.value)).toBe(10n ** 15n)
  })

  test('behavior: a transaction the node refuses is send-failed with its details', async () => {
    const connector = await setup()
    await connector.connect()
    const err = await failure(connector.sendTransaction({ from: ACCOUNT, to: ACCOUNT, value: 10n ** 30n, chainId: 1 }))
    expect(err.code).toBe('send-failed')
    expect(err.details).toMatch(/fund/i)
  })

  test('behavior: watchAsset sends ERC20 params with decimals defaulting to 18', async () => {
    const connector = await setup()
    await connector.connect()
    const address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    expect(await connector.watchAsset({ address, symbol: 'DAI' })).toBe(true)
    expect(
      await connector.watchAsset({ address, symbol: 'USDC', decimals: 6, image: 'https://x.example/usdc.png' }),
    ).toBe(true)
    expect(wallet.watchedAssets).toEqual([
      { type: 'ERC20', options: { address, symbol: 'DAI', decimals: 18 } },
      { type: 'ERC20', options: { address, symbol: 'USDC', decimals: 6, image: 'https://x.example/usdc.png' } },
    ])
  })

  test('behavior: requestPermissions prompts and returns the accounts', async () => {
    const connector = await setup()
    expect(await connector.requestPermissions()).toEqual(wallet.accounts)
    expect(wallet.prompts).toBe(1)
  })

  test('parameters: canSwitchChain false leaves switchChain absent', () => {
    const connector = new Eip1193Connector({
      id: 'x',
      name: 'X',
      chains: CHAINS,
      getProvider: () => undefined,
      canSwitchChain: false,
    })
    expect(connector.switchChain).toBeUndefined()
    expect(connector.type).toBe('injected')
  })
})
