import { describe, expect, test } from 'vitest'
import { createWalletConnectConnector } from '../../../src/adapters/walletconnect/walletConnectConnector'
import {
  createWalletConnectProviderLoader,
  loadWalletConnectSdk,
} from '../../../src/adapters/walletconnect/loadWalletConnectProvider'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'
import type { BaseError } from '../../../src/domain/errors/baseError'
import type { ConnectorEvent } from '../../../src/ports/walletConnector'
import { memoryStorage } from '../../support/memoryStorage'
import { FakeWalletConnectSdk } from './fakeWalletConnectSdk'

// The app reads through a keyed provider first; a wallet must only ever be given the public URL.
const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [`https://provider.example/${id}/v2/SECRETKEY`, `https://rpc.example/${id}`],
  publicRpcUrls: [`https://rpc.example/${id}`],
})
const CHAINS = [chain(1, 'Ethereum'), chain(5, 'Goerli')]
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup({ projectId }: { projectId: string | undefined } = { projectId: 'project-123' }) {
  const storage = memoryStorage()
  const sdk = new FakeWalletConnectSdk(storage, [ACCOUNT])
  const connector = createWalletConnectConnector({
    projectId,
    chains: CHAINS,
    appName: 'Creators Studio',
    appUrl: 'https://creators.example',
    loadSdk: sdk.load,
    storage,
  })
  const events: ConnectorEvent[] = []
  connector.events$.subscribe((e) => events.push(e))
  return { storage, sdk, connector, events }
}

async function failure(promise: Promise<unknown>): Promise<BaseError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (err: BaseError) => err,
  )
}

describe('createWalletConnectConnector', () => {
  test('default: not ready without a project id, and connect says so without loading the SDK', async () => {
    const { connector, sdk } = setup({ projectId: undefined })
    expect(connector.isReady()).toBe(false)
    const err = await failure(connector.connect())
    expect(err.code).toBe('connector-not-found')
    expect(err.details).toBe('WalletConnect is not configured')
    expect(sdk.inits).toEqual([])
    expect(await connector.reconnect()).toBeNull()
    expect(setup({ projectId: '  ' }).connector.isReady()).toBe(false)
  })

  test('behavior: a pairing prepared ahead of the tap is the one the connect joins (one pairing, one uri)', async () => {
    const { connector, events, sdk } = setup()
    await connector.reconnect()
    let release = () => {}
    sdk.provider!.hold = new Promise<void>((resolve) => {
      release = resolve
    })
    const uris: string[] = []
    const prepared = connector.preparePairing((uri) => uris.push(uri))
    await expect.poll(() => uris).toEqual(['wc:pairing1@2?relay-protocol=irn&symKey=abc'])
    const connected = connector.connect()
    await expect.poll(() => events).toContainEqual({ type: 'message', uri: uris[0] })
    release()
    expect((await connected).accounts).toEqual([ACCOUNT])
    await prepared
    expect(sdk.provider!.pairings).toBe(1)
    // Paired: nothing left to prepare.
    await expect(connector.preparePairing(() => {})).rejects.toThrow(/already paired/)
  })

  test('behavior: display_uri becomes a message event after connecting; the result carries accounts and chain', async () => {
    const { connector, events, sdk } = setup()
    expect(connector.isReady()).toBe(true)
    expect(connector.type).toBe('walletConnect')
    const result = await connector.connect()
    expect(result).toEqual({ accounts: [ACCOUNT], chain: { id: 1, unsupported: false } })
    expect(events.slice(0, 2)).toEqual([
      { type: 'connecting' },
      { type: 'message', uri: 'wc:pairing1@2?relay-protocol=irn&symKey=abc' },
    ])
    expect(sdk.inits).toEqual([
      {
        projectId: 'project-123',
        optionalChains: [1, 5],
        showQrModal: false,
        rpcMap: { 1: 'https://rpc.example/1', 5: 'https://rpc.example/5' },
        metadata: {
          name: 'Creators Studio',
          description: 'Creators Studio',
          url: 'https://creators.example',
          icons: [],
        },
      },
    ])
  })

  test('behavior: a closed signer connection retries the connect once with a new pairing uri', async () => {
    const { connector, events, sdk } = setup()
    await connector.reconnect()
    sdk.provider!.closeNextPairings = 1
    const result = await connector.connect()
    expect(result.accounts).toEqual([ACCOUNT])
    expect(events.filter((e) => e.type === 'message').map((e) => (e as { uri: string }).uri)).toEqual([
      'wc:pairing1@2?relay-protocol=irn&symKey=abc',
      'wc:pairing2@2?relay-protocol=irn&symKey=abc',
    ])
  })

  test('behavior: only once: a second closed connection fails the connect', async () => {
    const { connector, sdk } = setup()
    await connector.reconnect()
    sdk.provider!.closeNextPairings = 2
    const err = await failure(connector.connect())
    expect(err.code).toBe('connect-failed')
    expect(sdk.provider!.pairings).toBe(2)
  })

  test('behavior: a rejection on the phone is user-rejected and not retried', async () => {
    const { connector, sdk } = setup()
    await connector.reconnect()
    sdk.provider!.nextAnswer = 'reject'
    expect((await failure(connector.connect())).code).toBe('user-rejected')
    expect(sdk.provider!.pairings).toBe(1)
  })

  test('behavior: the mobile app the visitor was sent to is kept as the deep-link choice, without the pairing uri', () => {
    const { connector, storage } = setup()
    connector.rememberMobileLink?.({ href: 'https://rnbwapp.com/wc?uri=wc%3Aabc', name: 'Rainbow' })
    expect(JSON.parse(storage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null')).toEqual({
      href: 'https://rnbwapp.com/wc',
      name: 'Rainbow',
    })
  })

  test('behavior: disconnect ends the session and clears the wc@2 keys and the deep-link choice only', async () => {
    const { connector, storage, sdk, events } = setup()
    storage.setItem(
      'WALLETCONNECT_DEEPLINK_CHOICE',
      JSON.stringify({ href: 'https://rnbwapp.com/wc', name: 'Rainbow' }),
    )
    storage.setItem('creators.recentWallets', '["walletConnect"]')
    await connector.connect()
    expect(storage.keys().filter((k) => k.startsWith('wc@2:')).length).toBe(2)
    await connector.disconnect()
    expect(sdk.provider!.disconnects).toBe(1)
    expect(storage.keys()).toEqual(['creators.recentWallets'])
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
  })

  test('behavior: disconnect before the SDK ever loaded still clears a stale stored session', async () => {
    const { connector, storage, sdk } = setup()
    storage.setItem('wc@2:client:0.3//session', '{"topic":"old"}')
    await connector.disconnect()
    expect(storage.keys()).toEqual([])
    expect(sdk.inits).toEqual([])
  })

  test('behavior: reconnect restores a stored session without pairing, null without one', async () => {
    const first = setup()
    expect(await first.connector.reconnect()).toBeNull()
    await first.connector.connect()
    const storage = first.storage
    const sdk = new FakeWalletConnectSdk(storage, [ACCOUNT])
    const again = createWalletConnectConnector({
      projectId: 'p',
      chains: CHAINS,
      appName: 'A',
      loadSdk: sdk.load,
      storage,
    })
    const restored = await again.reconnect()
    expect(restored?.accounts).toEqual([ACCOUNT])
    expect(sdk.provider!.pairings).toBe(0)
  })

  test('behavior: wallets sharing a loader share one provider', async () => {
    const storage = memoryStorage()
    const sdk = new FakeWalletConnectSdk(storage, [ACCOUNT])
    const loadProvider = createWalletConnectProviderLoader({
      projectId: 'p',
      chains: CHAINS,
      appName: 'A',
      loadSdk: sdk.load,
    })
    const rainbow = createWalletConnectConnector({
      id: 'rainbow',
      name: 'Rainbow',
      projectId: 'p',
      chains: CHAINS,
      appName: 'A',
      loadProvider,
      storage,
    })
    const generic = createWalletConnectConnector({
      projectId: 'p',
      chains: CHAINS,
      appName: 'A',
      loadProvider,
      storage,
    })
    await rainbow.connect()
    expect((await generic.reconnect())?.accounts).toEqual([ACCOUNT])
    expect(sdk.inits.length).toBe(1)
    expect(rainbow.id).toBe('rainbow')
  })

  test('behavior: the wallet gets only public RPC URLs; a chain without one is left out of rpcMap', async () => {
    const sdk = new FakeWalletConnectSdk(memoryStorage(), [ACCOUNT])
    const local: Chain = { ...chain(1337, 'Local'), rpcUrls: ['http://127.0.0.1:8545'], publicRpcUrls: undefined }
    const chains = [...CHAINS, local]
    await createWalletConnectProviderLoader({ projectId: 'p', chains, appName: 'A', loadSdk: sdk.load })()
    expect(sdk.inits[0]?.optionalChains).toEqual([1, 5, 1337])
    expect(sdk.inits[0]?.rpcMap).toEqual({ 1: 'https://rpc.example/1', 5: 'https://rpc.example/5' })
    expect(JSON.stringify(sdk.inits)).not.toMatch(/SECRETKEY|127\.0\.0\.1/)
  })

  test('behavior: switching is offered only when the paired wallet matches imtoken/metamask/rainbow', async () => {
    const { connector, sdk, events } = setup()
    expect(connector.switchChain).toBeUndefined()
    await connector.connect()
    expect(connector.switchChain).toBeUndefined()
    await connector.disconnect()
    sdk.provider!.peerName = 'Rainbow'
    await connector.connect()
    await connector.switchChain!(5)
    expect(events.at(-1)).toEqual({ type: 'change', chain: { id: 5, unsupported: false } })
  })

  test('default: the real SDK module (dynamic import) has the shape the connector uses', async () => {
    expect(typeof (await loadWalletConnectSdk()).EthereumProvider.init).toBe('function')
  })
})
