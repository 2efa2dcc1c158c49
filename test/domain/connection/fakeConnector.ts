import { Subject } from 'rxjs'
import type { SessionChain } from '../../../src/domain/chains/chain'
import { mapWalletError, type WalletRequestContext } from '../../../src/adapters/eip1193/mapWalletError'
import type { Address, Hash, Hex } from '../../../src/domain/shared/hex'
import type { ConnectorEvent, ConnectResult, WalletConnector } from '../../../src/ports/walletConnector'

type Method = 'connect' | 'reconnect' | 'switchChain' | 'disconnect'

const CONTEXT: Record<Method, WalletRequestContext> = {
  connect: 'connect',
  reconnect: 'connect',
  switchChain: 'switch',
  disconnect: 'connect',
}

/** What wallets throw: an EIP-1193 error with a code, or only a message (bridges that lose the code). */
export function walletRejection(kind: 'code' | 'message'): unknown {
  return kind === 'code' ? { code: 4001, message: 'User rejected the request.' } : new Error('User rejected request')
}

/** MetaMask's answer to a second eth_requestAccounts while its prompt is open. */
export const REQUEST_ALREADY_PENDING = {
  code: -32002,
  message:
    "Request of type 'wallet_requestPermissions' already pending for origin https://creators.example. Please wait.",
}

/**
 * An in-memory wallet: it holds accounts, a chain and whether the app is authorised, emits connector events,
 * and has failure switches (`failNext`, `rejectNext`) and a gate (`holdNext`) to keep a call pending. Like MetaMask,
 * a connect while its prompt is open is refused with -32002. It rejects as a connector does: what the wallet threw,
 * mapped at the adapter boundary (mapWalletError).
 */
export class FakeConnector implements WalletConnector {
  readonly type = 'injected' as const
  readonly events$ = new Subject<ConnectorEvent>()
  ready = true
  authorised = false
  prompts = 0
  private prompting = false
  switchChain: ((chainId: number) => Promise<void>) | undefined
  private readonly failures = new Map<Method, unknown>()
  private readonly holds = new Map<Method, Promise<void>>()

  constructor(
    readonly id: string,
    public accounts: Address[],
    public chainId: number,
    readonly options: { uri?: string; canSwitch?: boolean; emitOnSwitch?: boolean } = {},
  ) {
    this.name = id
    this.switchChain = options.canSwitch === false ? undefined : (target) => this.doSwitch(target)
  }

  readonly name: string

  isReady(): boolean {
    return this.ready
  }

  /** Failure switch: the next call of `method` rejects with `error`. */
  failNext(method: Method, error: unknown): void {
    this.failures.set(method, error)
  }

  /** Drops failures armed but not used. */
  clearFailures(): void {
    this.failures.clear()
  }

  /** The next call of `method` rejects the way a wallet rejects a user's "no". */
  rejectNext(method: Method, kind: 'code' | 'message'): void {
    this.failNext(method, walletRejection(kind))
  }

  /** The next call of `method` stays pending until the returned function is called. */
  holdNext(method: Method): () => void {
    let release = (): void => undefined
    this.holds.set(method, new Promise<void>((resolve) => (release = resolve)))
    return () => release()
  }

  async connect(): Promise<ConnectResult> {
    if (this.prompting) throw mapWalletError(REQUEST_ALREADY_PENDING, 'connect')
    this.prompts += 1
    this.prompting = true
    this.events$.next({ type: 'connecting' })
    if (this.options.uri) this.events$.next({ type: 'message', uri: this.options.uri })
    try {
      await this.gate('connect')
    } finally {
      this.prompting = false
    }
    this.authorised = true
    return this.result()
  }

  async reconnect(): Promise<ConnectResult | null> {
    await this.gate('reconnect')
    return this.authorised ? this.result() : null
  }

  async disconnect(): Promise<void> {
    this.authorised = false
    await this.gate('disconnect')
  }

  async signMessage(): Promise<Hex> {
    return '0x00'
  }

  async sendTransaction(): Promise<Hash> {
    return `0x${'0'.repeat(64)}`
  }

  /** The visitor changes account(s) in the wallet. */
  changeAccounts(accounts: Address[]): void {
    this.accounts = accounts
    this.events$.next(accounts.length === 0 ? { type: 'disconnect' } : { type: 'change', accounts })
  }

  /** The visitor changes network in the wallet (the flag is deliberately wrong: the domain must recompute it). */
  changeChain(chainId: number): void {
    this.chainId = chainId
    this.events$.next({ type: 'change', chain: this.chain() })
  }

  /** The wallet ends the session by itself. */
  walletDisconnect(): void {
    this.authorised = false
    this.events$.next({ type: 'disconnect' })
  }

  private async doSwitch(chainId: number): Promise<void> {
    await this.gate('switchChain')
    this.chainId = chainId
    if (this.options.emitOnSwitch !== false) this.events$.next({ type: 'change', chain: this.chain() })
  }

  private async gate(method: Method): Promise<void> {
    const hold = this.holds.get(method)
    this.holds.delete(method)
    if (hold) await hold
    const failure = this.failures.get(method)
    this.failures.delete(method)
    if (failure !== undefined) throw mapWalletError(failure, CONTEXT[method])
  }

  private chain(): SessionChain {
    return { id: this.chainId, unsupported: false }
  }

  private result(): ConnectResult {
    return { accounts: [...this.accounts], chain: this.chain() }
  }
}
