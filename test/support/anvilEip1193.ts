import type { Anvil } from './anvil'
import { FakeProviderEvents } from './fakeProviderEvents'

type RpcError = Error & { code?: number; data?: unknown }

export type AnvilEip1193Options = {
  /** Accounts the wallet exposes (default: anvil's unlocked accounts, first 3). */
  accounts?: readonly string[]
  /** Chains the wallet already knows besides anvil's own chain. */
  knownChains?: readonly number[]
  /** Wallet flags set on the provider object (isMetaMask, isBraveWallet...). */
  flags?: Record<string, unknown>
  /** MetaMask mobile nests the 4902 code in data.originalError; desktop sends it flat. */
  unknownChainError?: 'flat' | 'nested'
}

function rpcError(code: number | undefined, message: string, data?: unknown): RpcError {
  return Object.assign(new Error(message), code === undefined ? {} : { code }, data === undefined ? {} : { data })
}

const hex = (n: number): string => `0x${n.toString(16)}`

/**
 * A real EIP-1193 wallet for tests: signing and transactions are done by a real anvil over HTTP (its accounts are
 * unlocked); the wallet-only methods (permissions, chain switching and adding, watchAsset) are emulated with real
 * state. Test controls let a test act as the user (reject, change account or chain) or as a broken wallet.
 */
export class AnvilEip1193Provider extends FakeProviderEvents {
  /** How many times the user was prompted to connect (eth_requestAccounts, wallet_requestPermissions). */
  prompts = 0
  authorized = false
  chainId: number
  accounts: string[]
  readonly knownChains: Set<number>
  readonly addedChains: unknown[] = []
  readonly watchedAssets: unknown[] = []
  /** Every method asked of the wallet, in order. */
  readonly methods: string[] = []
  private readonly failures: Array<
    { method?: string | undefined } & (
      | { kind: 'reject'; error: unknown }
      | { kind: 'throw'; value: unknown }
      | { kind: 'hang' }
      | { kind: 'hold'; until: Promise<void> }
    )
  > = []
  private rpcId = 0;
  [flag: string]: unknown

  constructor(
    private readonly anvil: Anvil,
    private readonly options: AnvilEip1193Options = {},
  ) {
    super()
    this.chainId = anvil.chainId
    this.knownChains = new Set([anvil.chainId, ...(options.knownChains ?? [])])
    this.accounts = [...(options.accounts ?? [])]
    Object.assign(this, options.flags ?? {})
  }

  /** Fills the default accounts from anvil (call once before use when no accounts were given). */
  async init(): Promise<this> {
    if (this.accounts.length === 0) this.accounts = (await this.forward('eth_accounts', [])) as string[]
    this.accounts = this.accounts.slice(0, 3)
    return this
  }

  /** The user switches account in the wallet (an empty list: the user disconnected the site). */
  setAccounts(accounts: readonly string[]): void {
    this.accounts = [...accounts]
    this.emit('accountsChanged', this.authorized ? [...accounts] : [])
  }

  /** The user switches network in the wallet. */
  setChain(chainId: number): void {
    this.knownChains.add(chainId)
    if (chainId !== this.chainId) {
      this.chainId = chainId
      this.emit('chainChanged', hex(chainId))
    }
  }

  /**
   * The next request (of `method`, when given) is rejected with this error, as the user or the wallet would:
   * e.g. { code: 4001 } or { message: 'User rejected request' }.
   */
  rejectNext(error: { code?: number; message?: string; data?: unknown }, method?: string): void {
    this.failures.push({
      kind: 'reject',
      method,
      error: rpcError(error.code, error.message ?? 'Request failed', error.data),
    })
  }

  /** The next request (of `method`) rejects with an arbitrary value (a string, null, an object without message...). */
  throwNext(value: unknown, method?: string): void {
    this.failures.push({ kind: 'throw', method, value })
  }

  /** The next request (of `method`) never answers (a prompt the user leaves open). */
  hangNext(method?: string): void {
    this.failures.push({ kind: 'hang', method })
  }

  /** The next request (of `method`) waits until the returned function is called (a prompt the user answers later). */
  holdNext(method?: string): () => void {
    let release = (): void => undefined
    this.failures.push({ kind: 'hold', method, until: new Promise<void>((resolve) => (release = resolve)) })
    return () => release()
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    this.methods.push(args.method)
    const index = this.failures.findIndex((f) => f.method === undefined || f.method === args.method)
    const failure = index === -1 ? undefined : this.failures.splice(index, 1)[0]
    if (failure?.kind === 'reject') throw failure.error
    if (failure?.kind === 'throw') throw failure.value
    if (failure?.kind === 'hang') return new Promise(() => undefined)
    if (failure?.kind === 'hold') await failure.until
    const params = (args.params ?? []) as unknown
    return this.handle(args.method, params)
  }

  private async handle(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        this.prompts++
        this.authorized = true
        return method === 'eth_requestAccounts' ? [...this.accounts] : [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : []
      case 'eth_chainId':
        return hex(this.chainId)
      case 'wallet_switchEthereumChain':
        return this.switchChain(list[0])
      case 'wallet_addEthereumChain':
        return this.addChain(list[0])
      case 'wallet_watchAsset':
        return this.watchAsset(params)
      case 'personal_sign':
      case 'eth_sendTransaction':
        if (!this.authorized)
          throw rpcError(4100, 'The requested account and/or method has not been authorized by the user.')
        return this.forward(method, list)
      default:
        return this.forward(method, list)
    }
  }

  private switchChain(param: unknown): null {
    const raw = (param as { chainId?: unknown } | undefined)?.chainId
    if (typeof raw !== 'string' || !/^0x[0-9a-f]+$/i.test(raw)) throw rpcError(-32602, 'Invalid chainId')
    const id = Number.parseInt(raw, 16)
    if (!this.knownChains.has(id)) {
      const message = `Unrecognized chain ID "${raw}". Try adding the chain using wallet_addEthereumChain first.`
      if (this.options.unknownChainError === 'nested') {
        throw rpcError(-32603, 'Internal JSON-RPC error.', { originalError: { code: 4902, message } })
      }
      throw rpcError(4902, message)
    }
    this.setChain(id)
    return null
  }

  private addChain(param: unknown): null {
    const p = param as {
      chainId?: unknown
      chainName?: unknown
      rpcUrls?: unknown
      nativeCurrency?: { decimals?: unknown }
    }
    const valid =
      typeof p?.chainId === 'string' &&
      /^0x[0-9a-f]+$/i.test(p.chainId) &&
      typeof p.chainName === 'string' &&
      Array.isArray(p.rpcUrls) &&
      p.rpcUrls.length > 0 &&
      typeof p.nativeCurrency?.decimals === 'number'
    if (!valid) throw rpcError(-32602, 'Invalid wallet_addEthereumChain parameters')
    this.addedChains.push(param)
    this.knownChains.add(Number.parseInt(p.chainId as string, 16))
    return null
  }

  private watchAsset(params: unknown): boolean {
    const p = params as { type?: unknown; options?: { address?: unknown } }
    if (p?.type !== 'ERC20' || typeof p.options?.address !== 'string')
      throw rpcError(-32602, 'Invalid watchAsset parameters')
    this.watchedAssets.push(params)
    return true
  }

  /** Sends the request to anvil; rejects like a wallet would, with the node's code and message. */
  private async forward(method: string, params: unknown[]): Promise<unknown> {
    const res = await fetch(this.anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.rpcId, method, params }),
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw rpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
}

/** A connected-ready fake wallet over a running anvil. */
export async function createAnvilEip1193(anvil: Anvil, options?: AnvilEip1193Options): Promise<AnvilEip1193Provider> {
  return new AnvilEip1193Provider(anvil, options).init()
}
