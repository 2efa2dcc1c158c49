// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createWalletDirectory,
  type WalletDirectoryHandle,
  type WalletDirectoryOptions,
} from '../../../src/adapters/wallets/createWalletDirectory'
import type { WalletConnectSdk } from '../../../src/adapters/walletconnect/loadWalletConnectProvider'
import type { CoinbaseSdk } from '../../../src/adapters/coinbase/coinbaseConnector'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'
import type { BaseError } from '../../../src/domain/errors/baseError'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'

const CHAINS: Chain[] = [
  { id: 1, name: 'Ethereum', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: ['https://rpc.example/1'] },
]
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

/** A minimal in-memory wallet: answers accounts and chain id, carries the given flags. */
function fakeProvider(flags: Record<string, unknown> = {}) {
  return {
    ...flags,
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT]
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
}

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const directories: WalletDirectoryHandle[] = []

/** The jsdom window, with `ethereum` typed loosely (a dev dependency declares it globally). */
const win = window as unknown as Omit<Window, 'ethereum'> & { ethereum?: unknown }

function setup({
  ethereum,
  userAgent,
  ...rest
}: { ethereum?: unknown; userAgent?: string } & Partial<WalletDirectoryOptions> = {}) {
  if (userAgent) vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  if (ethereum !== undefined) win.ethereum = ethereum
  const make = () => {
    const directory = createWalletDirectory({ window: win, chains: CHAINS, appName: 'Creators Studio', ...rest })
    directories.push(directory)
    return directory
  }
  const announce = (rdns: string, name: string, provider: unknown, iconUrl = icon) =>
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: `${rdns}-${name}`, name, icon: iconUrl, rdns }, provider },
      }),
    )
  return { make, announce }
}

const byId = (options: readonly WalletOption[], id: string): WalletOption => {
  const found = options.find((o) => o.id === id)
  if (!found) throw new Error(`no option ${id}`)
  return found
}

afterEach(() => {
  for (const d of directories.splice(0)) d.destroy()
  delete win.ethereum
  vi.restoreAllMocks()
})

describe('createWalletDirectory', () => {
  test('default: the curated "Popular" list in its order, nothing installed (product rules: "Popular wallets")', () => {
    const options = setup().make().getSnapshot()
    expect(options.map((o) => o.id)).toEqual(['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'])
    expect(options.map((o) => o.name)).toEqual([
      'Browser Wallet',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet',
    ])
    expect(new Set(options.map((o) => o.groupName))).toEqual(new Set(['Popular']))
    for (const option of options) {
      expect(option.iconAccent).toMatch(/^#([0-9a-f]{3}){1,2}$/i)
      expect(option.iconUrl).toMatch(/^data:image\/svg\+xml,/)
      expect(option.iconUrl.length).toBeLessThan(1200)
    }
    expect(options.map((o) => [o.id, o.ready, o.installed])).toEqual([
      ['injected', false, undefined],
      ['rainbow', false, false],
      ['coinbase', true, undefined],
      ['metaMask', false, false],
      ['walletConnect', false, undefined],
      ['brave', false, false],
    ])
  })

  test('behavior: WalletConnect is unavailable without a project id, and says why', async () => {
    const directory = setup().make()
    const wc = byId(directory.getSnapshot(), 'walletConnect')
    expect(wc.ready).toBe(false)
    expect(wc.unavailableReason).toBe('walletconnect-not-configured')
    expect(wc.hasQrCode).toBeUndefined()
    const err = await directory
      .getConnector('walletConnect')!
      .connect()
      .catch((e: BaseError) => e)
    expect((err as BaseError).code).toBe('connector-not-found')
  })

  test('behavior: a genuine MetaMask makes MetaMask installed and the browser wallet ready', () => {
    const options = setup({ ethereum: fakeProvider({ isMetaMask: true }) })
      .make()
      .getSnapshot()
    expect(byId(options, 'metaMask')).toMatchObject({ ready: true, installed: true })
    expect(byId(options, 'injected').ready).toBe(true)
    expect(byId(options, 'brave').installed).toBe(false)
  })

  test.each([
    ['Brave', { isMetaMask: true, isBraveWallet: true }, 'brave'],
    ['TokenPocket', { isMetaMask: true, isTokenPocket: true }, undefined],
    ['Tokenary', { isMetaMask: true, isTokenary: true }, undefined],
  ])('behavior: %s posing as MetaMask does not make MetaMask installed', (_name, flags, installedId) => {
    const options = setup({ ethereum: fakeProvider(flags) })
      .make()
      .getSnapshot()
    expect(byId(options, 'metaMask')).toMatchObject({ ready: false, installed: false })
    expect(options.filter((o) => o.installed === true).map((o) => o.id)).toEqual(installedId ? [installedId] : [])
  })

  test('behavior: Coinbase and Rainbow flags, also in a shared ethereum.providers list', () => {
    const ethereum = {
      ...fakeProvider(),
      providers: [fakeProvider({ isCoinbaseWallet: true }), fakeProvider({ isRainbow: true })],
    }
    const options = setup({ ethereum }).make().getSnapshot()
    expect(byId(options, 'coinbase').installed).toBe(true)
    expect(byId(options, 'rainbow')).toMatchObject({ installed: true, ready: true })
  })

  test('behavior: an announced wallet with a matching rdns replaces the curated provider, name and icon', async () => {
    const { make, announce } = setup()
    const directory = make()
    const provider = fakeProvider()
    announce('io.metamask', 'MetaMask Flask', provider)
    const options = directory.getSnapshot()
    expect(options.filter((o) => o.rdns === 'io.metamask').length).toBe(1)
    expect(byId(options, 'metaMask')).toMatchObject({
      name: 'MetaMask Flask',
      iconUrl: icon,
      ready: true,
      installed: true,
      groupName: 'Popular',
    })
    const connector = directory.getConnector('metaMask')!
    expect((await connector.connect()).accounts).toEqual([ACCOUNT])
  })

  test('behavior: EIP-6963 announcements are deduplicated by rdns; Rainbow matches me.rainbow and io.rainbow', () => {
    const { make, announce } = setup()
    const directory = make()
    announce('io.rainbow', 'Rainbow', fakeProvider())
    announce('io.rabby', 'Rabby', fakeProvider())
    announce('io.rabby', 'Rabby Wallet', fakeProvider())
    const options = directory.getSnapshot()
    expect(byId(options, 'rainbow').installed).toBe(true)
    expect(options.filter((o) => o.rdns === 'io.rabby').map((o) => o.name)).toEqual(['Rabby Wallet'])
  })

  test('behavior: an unknown announced wallet appears under its own name and icon in group "Installed"', () => {
    const { make, announce } = setup()
    const directory = make()
    announce('io.rabby', 'Rabby', fakeProvider())
    expect(byId(directory.getSnapshot(), 'io.rabby')).toEqual({
      id: 'io.rabby',
      name: 'Rabby',
      rdns: 'io.rabby',
      iconUrl: icon,
      iconBackground: '#fff',
      ready: true,
      installed: true,
      groupName: 'Installed',
      groupIndex: 0,
    })
    expect(directory.getConnector('io.rabby')?.isReady()).toBe(true)
  })

  test('behavior: an announced icon that is not a data URI is not used', () => {
    const { make, announce } = setup()
    const directory = make()
    announce('io.metamask', 'MetaMask', fakeProvider(), 'https://tracker.example/pixel.png')
    announce('io.rabby', 'Rabby', fakeProvider(), 'javascript:alert(1)')
    const options = directory.getSnapshot()
    expect(byId(options, 'metaMask').iconUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(byId(options, 'io.rabby').iconUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  test('behavior: late announcements notify subscribers; the snapshot keeps its reference otherwise', () => {
    const { make, announce } = setup()
    const directory = make()
    const first = directory.getSnapshot()
    expect(directory.getSnapshot()).toBe(first)
    let notified = 0
    const unsubscribe = directory.subscribe(() => notified++)
    announce('io.rabby', 'Rabby', fakeProvider())
    expect(notified).toBe(1)
    expect(directory.getSnapshot()).not.toBe(first)
    unsubscribe()
    announce('io.zerion', 'Zerion', fakeProvider())
    expect(notified).toBe(1)
  })

  test('behavior: window.ethereum injected late is picked up, with or without ethereum#initialized', () => {
    const { make } = setup()
    const directory = make()
    let notified = 0
    directory.subscribe(() => notified++)
    win.ethereum = fakeProvider({ isMetaMask: true })
    expect(byId(directory.getSnapshot(), 'metaMask').installed).toBe(true)
    win.ethereum = fakeProvider({ isBraveWallet: true })
    win.dispatchEvent(new Event('ethereum#initialized'))
    expect(notified).toBe(1)
    expect(byId(directory.getSnapshot(), 'brave').installed).toBe(true)
  })

  test('behavior: with a project id, WalletConnect and not-installed Rainbow/MetaMask pair by QR code', () => {
    const directory = setup({ walletConnectProjectId: 'abc' }).make()
    const options = directory.getSnapshot()
    expect(byId(options, 'walletConnect')).toMatchObject({ ready: true, hasQrCode: true, unavailableReason: undefined })
    expect(byId(options, 'rainbow')).toMatchObject({ ready: true, installed: false, hasQrCode: true })
    expect(byId(options, 'metaMask').mobileLink?.('wc:x@2?a=b')).toBe(
      'https://metamask.app.link/wc?uri=wc%3Ax%402%3Fa%3Db',
    )
    expect(byId(options, 'rainbow').mobileLink?.('wc:x@2')).toBe('https://rnbwapp.com/wc?uri=wc%3Ax%402')
    expect(byId(options, 'coinbase').hasQrCode).toBeUndefined()
    expect(directory.getConnector('rainbow')?.type).toBe('walletConnect')
    expect(directory.getConnector('walletConnect')?.isReady()).toBe(true)
  })

  test('behavior: on Android the mobile link is the raw pairing uri', () => {
    const options = setup({ walletConnectProjectId: 'abc', userAgent: ANDROID_UA }).make().getSnapshot()
    expect(byId(options, 'rainbow').mobileLink?.('wc:x@2')).toBe('wc:x@2')
  })

  test('behavior: an installed wallet connects through its provider even with a project id', () => {
    const directory = setup({ ethereum: fakeProvider({ isRainbow: true }), walletConnectProjectId: 'abc' }).make()
    expect(byId(directory.getSnapshot(), 'rainbow').hasQrCode).toBeUndefined()
    expect(directory.getConnector('rainbow')?.type).toBe('injected')
  })

  test('behavior: MetaMask without provider or project id gives connector-not-found', async () => {
    const directory = setup().make()
    const connector = directory.getConnector('metaMask')!
    expect(connector.isReady()).toBe(false)
    expect(((await connector.connect().catch((e: unknown) => e)) as BaseError).code).toBe('connector-not-found')
  })

  test('behavior: connectors are created lazily, once, and SDKs load only on connect', async () => {
    let wcLoads = 0
    let cbLoads = 0
    const loadWalletConnectSdk = async (): Promise<WalletConnectSdk> => {
      wcLoads++
      throw new Error('offline')
    }
    const loadCoinbaseSdk = async (): Promise<CoinbaseSdk> => {
      cbLoads++
      throw new Error('offline')
    }
    const directory = setup({ walletConnectProjectId: 'abc', loadWalletConnectSdk, loadCoinbaseSdk }).make()
    expect(directory.getConnector('nope')).toBeUndefined()
    const coinbase = directory.getConnector('coinbase')!
    expect(directory.getConnector('coinbase')).toBe(coinbase)
    expect(coinbase.type).toBe('coinbase')
    directory.getConnector('walletConnect')
    expect([wcLoads, cbLoads]).toEqual([0, 0])
    await coinbase.connect().catch(() => undefined)
    await directory
      .getConnector('walletConnect')!
      .connect()
      .catch(() => undefined)
    expect([wcLoads, cbLoads]).toEqual([1, 1])
  })

  test('behavior: without a window it offers the curated list with nothing installed', () => {
    const directory = createWalletDirectory({ chains: CHAINS, appName: 'A' })
    expect(
      directory
        .getSnapshot()
        .filter((o) => o.ready)
        .map((o) => o.id),
    ).toEqual(['coinbase'])
    directory.destroy()
  })

  test('behavior: a hostile window.ethereum (throwing getters) is treated as absent, not a crash', () => {
    const ethereum = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no')
        },
      },
    )
    const options = setup({ ethereum }).make().getSnapshot()
    expect(byId(options, 'injected').ready).toBe(false)
  })
})
