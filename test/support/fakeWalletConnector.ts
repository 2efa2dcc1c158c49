import { Subject } from 'rxjs'
import { mapWalletError, type WalletRequestContext } from '../../src/adapters/eip1193/mapWalletError'
import type { SessionChain } from '../../src/domain/chains/chain'
import type { Address, Hash, Hex } from '../../src/domain/shared/hex'
import type {
  ConnectorEvent,
  ConnectResult,
  SendTransactionArgs,
  WalletConnector,
} from '../../src/ports/walletConnector'

/** The account a fake wallet holds unless told otherwise (anvil's first account). */
export const WALLET_ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Method = 'connect' | 'reconnect' | 'switchChain' | 'disconnect' | 'signMessage' | 'sendTransaction'

/** How the wallet answers a request: `manual` (switches only) waits for `settleSwitch`. */
export type AnswerMode = 'approve' | 'reject' | 'fail'
export type SwitchMode = AnswerMode | 'manual'

const CONTEXT: Record<Method, WalletRequestContext> = {
  connect: 'connect',
  reconnect: 'connect',
  switchChain: 'switch',
  disconnect: 'connect',
  signMessage: 'sign',
  sendTransaction: 'send',
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

/** What each mode throws (before mapping), by the request's context. */
const FAILURES: Record<'reject' | 'fail', Partial<Record<WalletRequestContext, unknown>>> = {
  reject: {
    connect: walletRejection('code'),
    sign: walletRejection('code'),
    switch: { code: 4001, message: 'User rejected request' },
    send: { code: 4001, message: 'User rejected request' },
  },
  fail: {
    sign: new Error('device disconnected'),
    switch: { code: -32603, message: 'Internal JSON-RPC error.' },
    send: new Error('insufficient funds'),
  },
}

export type FakeWalletConnectorOptions = {
  /** Default `fake`. */
  id?: string | undefined
  /** Default: the id. */
  name?: string | undefined
  /** What connect answers with; default [WALLET_ADDRESS]. An empty list is a wallet with no account. */
  accounts?: Address[] | undefined
  /** Default 1. */
  chainId?: number | undefined
  /** Default true. */
  ready?: boolean | undefined
  /** False: the wallet has no switchChain (switch from within the wallet). */
  canSwitch?: boolean | undefined
  /** False: an approved switch resolves without the wallet's chain-changed event. */
  emitOnSwitch?: boolean | undefined
  /** A pairing uri announced (`message` event) on every connect, as WalletConnect does. */
  uri?: string | undefined
  /** `manual`: connect keeps its prompt open until the test calls `approve` or `reject`. Default `auto`. */
  prompt?: 'auto' | 'manual' | undefined
}

/**
 * The one in-memory WalletConnector of the tests. It holds accounts, a chain and whether the app is authorised, and
 * emits connector events (`changeAccounts`, `changeChain`, `walletDisconnect`, `showUri`). Like MetaMask, a connect
 * while its prompt is open is refused with -32002 (the open prompt stays). Failure switches: `failNext` / `rejectNext`
 * (the next call of a method rejects), `holdNext` (the next call stays pending until released), `signMode`,
 * `sendMode`, `switchMode` (how every sign, send and switch is answered; `manual` switches wait for `settleSwitch`),
 * `prompt: 'manual'` (connect waits for `approve` / `reject`), `ready`. It rejects as a connector does: what the wallet
 * threw, mapped at the adapter boundary (mapWalletError). Records prompts, signed messages, sent transactions and
 * switch requests. Its port methods are bound (the app may pass them around on their own).
 */
export class FakeWalletConnector implements WalletConnector {
  readonly id: string
  readonly name: string
  readonly type = 'injected' as const
  readonly events$ = new Subject<ConnectorEvent>()
  accounts: Address[]
  chainId: number
  ready: boolean
  authorised = false
  /** Every connect call, a refused one included. */
  connectCalls = 0
  /** The prompts the wallet opened. */
  prompts = 0
  signMode: AnswerMode = 'approve'
  signatures: string[] = []
  sendMode: AnswerMode = 'approve'
  sent: SendTransactionArgs[] = []
  switchMode: SwitchMode = 'approve'
  switchRequests: number[] = []
  switchChain: ((chainId: number) => Promise<void>) | undefined
  private prompting = false
  private pendingPrompt: { resolve(): void; reject(error: unknown): void } | undefined
  private readonly failures = new Map<Method, unknown>()
  private readonly holds = new Map<Method, Promise<void>>()
  /** How to answer each `manual` switch, by its index in `switchRequests`. */
  private readonly settles = new Map<number, (error?: unknown) => void>()

  constructor(private readonly options: FakeWalletConnectorOptions = {}) {
    this.id = options.id ?? 'fake'
    this.name = options.name ?? this.id
    this.accounts = options.accounts ?? [WALLET_ADDRESS]
    this.chainId = options.chainId ?? 1
    this.ready = options.ready ?? true
    this.switchChain = options.canSwitch === false ? undefined : (target) => this.doSwitch(target)
  }

  isReady = (): boolean => this.ready

  /** Pairings prepared ahead of the tap (WalletConnect): how many, and the end of the current one. */
  pairingsPrepared = 0
  private endPairing: (() => void) | undefined

  /** With `uri`: a WalletConnect-like pairing, its uri known at once; it lasts until `endCurrentPairing`. */
  get preparePairing(): WalletConnector['preparePairing'] {
    const uri = this.options.uri
    if (!uri) return undefined
    return (onUri) => {
      this.pairingsPrepared++
      onUri(`${uri}#${this.pairingsPrepared}`)
      return new Promise<void>((resolve) => {
        this.endPairing = resolve
      })
    }
  }

  /** The current prepared pairing ends (approved, rejected or expired). */
  endCurrentPairing(): void {
    this.endPairing?.()
    this.endPairing = undefined
  }

  /** Failure switch: the next call of `method` rejects with `error` (what the wallet throws, before mapping). */
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

  /** True while the wallet's connect prompt is open. */
  get isConnecting(): boolean {
    return this.prompting
  }

  /** Approves the open prompt (`prompt: 'manual'`), with `address` as the wallet's account when given. */
  approve(address?: Address): void {
    if (address) this.accounts = [address]
    this.pendingPrompt?.resolve()
    this.pendingPrompt = undefined
  }

  /** The visitor says no to the open prompt (`prompt: 'manual'`). */
  reject(): void {
    this.pendingPrompt?.reject(walletRejection('code'))
    this.pendingPrompt = undefined
  }

  connect = async (): Promise<ConnectResult> => {
    this.connectCalls += 1
    if (this.prompting) throw mapWalletError(REQUEST_ALREADY_PENDING, 'connect')
    this.prompts += 1
    this.prompting = true
    this.events$.next({ type: 'connecting' })
    if (this.options.uri) this.showUri(this.options.uri)
    // The prompt is open from the call on: a test may answer it before the first await.
    const answer = this.options.prompt === 'manual' ? this.answered() : undefined
    try {
      await this.gate('connect')
      await answer
    } catch (error) {
      throw mapWalletError(error, 'connect')
    } finally {
      this.prompting = false
    }
    this.authorised = true
    return this.result()
  }

  reconnect = async (): Promise<ConnectResult | null> => {
    await this.gate('reconnect')
    return this.authorised ? this.result() : null
  }

  /** How many times the app asked the wallet to end its session. */
  disconnects = 0

  disconnect = async (): Promise<void> => {
    this.disconnects += 1
    this.authorised = false
    await this.gate('disconnect')
  }

  signMessage = async ({ message }: { address: Address; message: string }): Promise<Hex> => {
    await this.gate('signMessage')
    this.answer(this.signMode, 'sign')
    this.signatures.push(message)
    return `0x${'ab'.repeat(65)}`
  }

  /** Resolves to a hash of its own for each transaction sent: the first is 0x11…11. */
  sendTransaction = async (args: SendTransactionArgs): Promise<Hash> => {
    await this.gate('sendTransaction')
    this.answer(this.sendMode, 'send')
    this.sent.push(args)
    return `0x${this.sent.length.toString(16).padStart(64, '1')}`
  }

  /** Settles a `manual` switch, the latest unless `index` (in `switchRequests`) says which: approved, else failed. */
  settleSwitch(error?: unknown, index = this.switchRequests.length - 1): void {
    this.settles.get(index)?.(error)
    this.settles.delete(index)
  }

  /** The pairing uri to show as QR code (WalletConnect `display_uri`). */
  showUri(uri: string): void {
    this.events$.next({ type: 'message', uri })
  }

  /** The visitor changes account(s) in the wallet. */
  changeAccounts(accounts: Address[]): void {
    this.accounts = accounts
    this.events$.next(accounts.length === 0 ? { type: 'disconnect' } : { type: 'change', accounts })
  }

  /** The visitor changes network in the wallet (the flag is deliberately wrong: the app must recompute it). */
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
    this.switchRequests.push(chainId)
    const index = this.switchRequests.length - 1
    await this.gate('switchChain')
    if (this.switchMode === 'manual') {
      await new Promise<void>((resolve, reject) =>
        this.settles.set(index, (error) => (error === undefined ? resolve() : reject(mapWalletError(error, 'switch')))),
      )
    } else this.answer(this.switchMode, 'switch')
    this.chainId = chainId
    if (this.options.emitOnSwitch !== false) this.events$.next({ type: 'change', chain: this.chain() })
  }

  private answer(mode: AnswerMode, context: WalletRequestContext): void {
    if (mode !== 'approve') throw mapWalletError(FAILURES[mode][context], context)
  }

  private answered(): Promise<void> {
    return new Promise((resolve, reject) => (this.pendingPrompt = { resolve, reject }))
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
