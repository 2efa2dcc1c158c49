import type {
  WalletConnectInitOptions,
  WalletConnectProvider,
  WalletConnectSdk,
} from '../../../src/adapters/walletconnect/loadWalletConnectProvider'
import { FakeProviderEvents } from '../../support/fakeProviderEvents'
import type { MemoryStorage } from '../../support/memoryStorage'

const SESSION_KEY = 'wc@2:client:0.3//session'

/**
 * A fake WalletConnect EthereumProvider: pairing emits display_uri and is answered by the "phone" per the test's
 * switches (approve, reject, a closed relay connection). It persists its session under `wc@2:` keys like the SDK
 * did before IndexedDB, and, like the current SDK, does not remove them from localStorage on disconnect.
 */
export class FakeWalletConnectProvider extends FakeProviderEvents implements WalletConnectProvider {
  session: unknown
  pairings = 0
  disconnects = 0
  /** How many next pairings fail because the relay connection closed. */
  closeNextPairings = 0
  /** The phone's answer to the next pairing. */
  nextAnswer: 'approve' | 'reject' = 'approve'
  chainId = 1
  /** The phone wallet's name, sent in the session's peer metadata. */
  peerName = 'Trust Wallet'

  constructor(
    private readonly storage: MemoryStorage,
    readonly accounts: string[],
  ) {
    super()
    if (storage.getItem(SESSION_KEY)) this.session = JSON.parse(storage.getItem(SESSION_KEY)!)
  }

  /** While set, a pairing waits for it before the phone answers (the visitor still choosing a wallet). */
  hold: Promise<void> | undefined

  async connect(): Promise<void> {
    this.pairings++
    this.emit('display_uri', `wc:pairing${this.pairings}@2?relay-protocol=irn&symKey=abc`)
    await this.hold
    if (this.closeNextPairings > 0) {
      this.closeNextPairings--
      throw new Error('WebSocket connection closed abnormally with code: 3000')
    }
    if (this.nextAnswer === 'reject') throw Object.assign(new Error('User rejected.'), { code: 5000 })
    this.session = { topic: `session${this.pairings}`, peer: { metadata: { name: this.peerName } } }
    this.storage.setItem(SESSION_KEY, JSON.stringify(this.session))
    this.storage.setItem('wc@2:core:0.3//keychain', '{}')
  }

  async disconnect(): Promise<void> {
    this.disconnects++
    this.session = undefined
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (!this.session) throw new Error('Please call connect() before request()')
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return [...this.accounts]
    if (args.method === 'eth_chainId') return this.chainId
    if (args.method === 'wallet_switchEthereumChain') {
      this.chainId = Number.parseInt((args.params as [{ chainId: string }])[0].chainId, 16)
      this.emit('chainChanged', this.chainId)
      return null
    }
    throw Object.assign(new Error(`Unsupported method ${args.method}`), { code: 4200 })
  }
}

/** A fake `@walletconnect/ethereum-provider` module recording its init options. */
export class FakeWalletConnectSdk {
  inits: WalletConnectInitOptions[] = []
  provider: FakeWalletConnectProvider | undefined
  constructor(
    private readonly storage: MemoryStorage,
    private readonly accounts: string[],
  ) {}
  load = async (): Promise<WalletConnectSdk> => ({
    EthereumProvider: {
      init: async (options) => {
        this.inits.push(options)
        this.provider = new FakeWalletConnectProvider(this.storage, this.accounts)
        return this.provider
      },
    },
  })
}
