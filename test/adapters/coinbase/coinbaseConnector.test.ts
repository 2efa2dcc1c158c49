import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { verifyMessage } from 'viem'
import {
  createCoinbaseConnector,
  loadCoinbaseSdk,
  type CoinbaseSdk,
} from '../../../src/adapters/coinbase/coinbaseConnector'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'
import type { BaseError } from '../../../src/domain/errors/baseError'
import type { ConnectorEvent } from '../../../src/ports/walletConnector'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '../../support/anvil'
import { AnvilEip1193Provider } from '../../support/anvilEip1193'

const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [`https://rpc.example/${id}`],
})
const CHAINS = [chain(1, 'Ethereum'), chain(5, 'Goerli')]

/** The SDK's provider as a fake: a real anvil-backed wallet that, like the SDK, refuses eth_accounts before connect. */
class FakeCoinbaseProvider extends AnvilEip1193Provider {
  disconnected = 0
  override async request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (!this.authorized && args.method === 'eth_accounts') {
      throw Object.assign(new Error("Must call 'eth_requestAccounts' before other methods"), { code: 4100 })
    }
    return super.request(args)
  }
  async disconnect(): Promise<void> {
    this.disconnected++
    this.authorized = false
  }
}

/** A fake `@coinbase/wallet-sdk`: records how it was created, can fail to load. */
class FakeCoinbaseSdk {
  loads = 0
  failLoads = 0
  created: unknown[] = []
  constructor(readonly provider: FakeCoinbaseProvider) {}
  load = async (): Promise<CoinbaseSdk> => {
    this.loads++
    if (this.failLoads > 0) {
      this.failLoads--
      throw new Error('Failed to fetch dynamically imported module')
    }
    return {
      createCoinbaseWalletSDK: (options) => {
        this.created.push(options)
        return { getProvider: () => this.provider }
      },
    }
  }
}

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(async () => {
  await anvil.stop()
})

async function setup() {
  const provider = await new FakeCoinbaseProvider(anvil, { knownChains: [5] }).init()
  const sdk = new FakeCoinbaseSdk(provider)
  const connector = createCoinbaseConnector({ appName: 'Creators Studio', chains: CHAINS, loadSdk: sdk.load })
  const events: ConnectorEvent[] = []
  connector.events$.subscribe((e) => events.push(e))
  return { provider, sdk, connector, events }
}

async function failure(promise: Promise<unknown>): Promise<BaseError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (err: BaseError) => err,
  )
}

describe('createCoinbaseConnector', () => {
  test('default: the SDK loads only on connect, with the app name and configured chain ids', async () => {
    const { sdk, connector, provider, events } = await setup()
    expect(connector.isReady()).toBe(true)
    expect(connector.type).toBe('coinbase')
    expect(connector.name).toBe('Coinbase Wallet')
    expect(sdk.loads).toBe(0)
    const result = await connector.connect()
    expect(sdk.created).toEqual([{ appName: 'Creators Studio', appLogoUrl: null, appChainIds: [1, 5] }])
    expect(result).toEqual({ accounts: provider.accounts, chain: { id: 1, unsupported: false } })
    expect(events[0]).toEqual({ type: 'connecting' })
    await connector.connect()
    expect(sdk.loads).toBe(1)
  })

  test('behavior: switching to a chain not in the configured list fails with chain-not-configured', async () => {
    const { connector, provider } = await setup()
    await connector.connect()
    const err = await failure(connector.switchChain!(10))
    expect(err.code).toBe('chain-not-configured')
    expect(err.shortMessage).toBe('Chain “10” not configured for connector “Coinbase Wallet”.')
    expect(provider.chainId).toBe(1)
    await connector.switchChain!(5)
    expect(provider.chainId).toBe(5)
  })

  test.each(['user closed modal', 'accounts received is empty'])('behavior: "%s" is user-rejected', async (message) => {
    const { connector, provider } = await setup()
    provider.rejectNext({ message }, 'eth_requestAccounts')
    const err = await failure(connector.connect())
    expect(err.code).toBe('user-rejected')
    expect(err.shortMessage).toBe('User rejected the request.')
  })

  test('behavior: an empty account list from the prompt is user-rejected', async () => {
    const { connector, provider } = await setup()
    provider.accounts = []
    expect((await failure(connector.connect())).code).toBe('user-rejected')
  })

  test('behavior: reconnect is null before any connect (the SDK answers 4100), restores after', async () => {
    const { connector, provider } = await setup()
    expect(await connector.reconnect()).toBeNull()
    await connector.connect()
    const prompts = provider.prompts
    expect((await connector.reconnect())?.accounts).toEqual(provider.accounts)
    expect(provider.prompts).toBe(prompts)
  })

  test('behavior: disconnect ends the SDK session', async () => {
    const { connector, provider, events } = await setup()
    await connector.connect()
    await connector.disconnect()
    expect(provider.disconnected).toBe(1)
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(await connector.reconnect()).toBeNull()
  })

  test('behavior: a failed SDK load is a clear connect error and the next connect loads again', async () => {
    const { connector, sdk } = await setup()
    sdk.failLoads = 1
    const err = await failure(connector.connect())
    expect(err.code).toBe('connect-failed')
    expect(err.shortMessage).toBe('Failed to connect the wallet.')
    await connector.connect()
    expect(sdk.loads).toBe(2)
  })

  test('behavior: signs through the SDK provider with a signature viem verifies', async () => {
    const { connector } = await setup()
    await connector.connect()
    const address = ANVIL_ACCOUNTS[0].address
    const signature = await connector.signMessage({ address, message: 'hello coinbase' })
    expect(await verifyMessage({ address, message: 'hello coinbase', signature })).toBe(true)
  })

  test('default: the real SDK module (dynamic import) has the shape the connector uses', async () => {
    expect(typeof (await loadCoinbaseSdk()).createCoinbaseWalletSDK).toBe('function')
  })
})
