import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  from,
  map,
  skip,
  timeout,
  timer,
  type Subscription,
} from 'rxjs'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { KeyValueStore } from '../../ports/keyValueStore'
import type { Address } from '../shared/hex'
import { constantReadable, StateStore, type Readable } from '../shared/store'
import { checkPendingTransactions, type TransactionOutcome } from './checkPendingTransactions'
import { parseTransactionLog } from './parseTransactionLog'
import * as logs from './transactionLog'
import { TRANSACTION_KEY_PREFIX, transactionStorageKey } from './transactionStorageKey'
import { validateTransaction, type NewTransaction } from './validateTransaction'

export type TransactionServiceDeps = {
  store: KeyValueStore
  reader: ChainReader
  /** product rules: "Polling interval": 4000 ms. */
  pollingInterval?: number | undefined
  /** A poll that has not settled after this long is given up (the next one starts); the reader has its own timeouts. */
  pollTimeoutMs?: number | undefined
  clock?: Clock | undefined
}

/** Loaded logs by storage key. */
export type TransactionLogs = Readonly<Record<string, logs.TransactionLog>>

const EMPTY_READABLE = constantReadable(logs.EMPTY_TRANSACTION_LOG)

/**
 * Recent transactions per account and chain, stored locally and watched until their receipt arrives.
 * Storage is re-read before every write and on every storage event, so several tabs share one log.
 */
export class TransactionService {
  private readonly state = new StateStore<TransactionLogs>({})
  readonly state$ = this.state.state$
  private readonly watchers = new Map<string, Subscription>()
  /** Subscriptions per key: the views that show this account on this chain now. */
  private readonly viewers = new Map<string, number>()
  private readonly readables = new Map<string, Readable<logs.TransactionLog>>()
  /** Keys whose last write did not reach storage (quota): memory is the truth for them until a write succeeds. */
  private readonly unsaved = new Set<string>()
  private readonly stopStorage: () => void
  private readonly pollingInterval: number
  private readonly pollTimeoutMs: number
  private readonly clock: Clock

  constructor(private readonly deps: TransactionServiceDeps) {
    this.pollingInterval = deps.pollingInterval ?? 4000
    this.pollTimeoutMs = deps.pollTimeoutMs ?? 30_000
    this.clock = deps.clock ?? { now: () => Date.now() }
    this.stopStorage = deps.store.subscribe((key) => this.onStorage(key))
  }

  getSnapshot = (): TransactionLogs => this.state.getSnapshot()

  subscribe = (listener: () => void): (() => void) => this.state.subscribe(listener)

  /**
   * The log of one account on one chain as a Readable (the same object for the same account and chain).
   * Subscribing loads it and watches its pending transactions; when the last subscriber leaves (the account
   * disconnected, or another account or chain is shown) the watch stops, and the next subscribe resumes it from
   * storage. Without address or chain: always empty.
   */
  select(address: Address | undefined, chainId: number | undefined): Readable<logs.TransactionLog> {
    if (address === undefined || chainId === undefined) return EMPTY_READABLE
    const key = transactionStorageKey(address, chainId)
    const cached = this.readables.get(key)
    if (cached) return cached
    const readable: Readable<logs.TransactionLog> = {
      getSnapshot: () => this.log(key),
      subscribe: (listener) => {
        this.viewers.set(key, (this.viewers.get(key) ?? 0) + 1)
        this.resume(address, chainId)
        const sub = this.state.state$
          .pipe(
            map((s) => s[key]),
            distinctUntilChanged(),
            skip(1),
          )
          .subscribe(() => listener())
        return () => {
          if (sub.closed) return
          sub.unsubscribe()
          this.leave(key)
        }
      },
    }
    this.readables.set(key, readable)
    return readable
  }

  /** The current log (empty when not loaded yet; see resume). */
  getTransactions(address: Address, chainId: number): logs.TransactionLog {
    return this.log(transactionStorageKey(address, chainId))
  }

  /** True while a transaction of this account on this chain waits for its receipt. */
  hasPendingTransactions(address: Address, chainId: number): boolean {
    return logs.hasPendingTransactions(this.getTransactions(address, chainId))
  }

  /**
   * Registers a sent transaction as pending and watches it. Throws the validation errors
   * (product rules: "Transaction validation").
   */
  add(address: Address, chainId: number, transaction: NewTransaction): void {
    const key = transactionStorageKey(address, chainId)
    const valid = validateTransaction(transaction)
    const tx = { ...valid, status: 'pending' as const, addedAt: this.clock.now() }
    this.write(key, (log) => logs.addTransaction(log, tx))
    this.watch(key, address, chainId)
  }

  /** "Clear All". Throws "No address or chain ID found" without both. */
  clear(address: Address | undefined, chainId: number | undefined): void {
    const key = transactionStorageKey(address, chainId)
    this.write(key, () => logs.EMPTY_TRANSACTION_LOG)
    this.stop(key)
  }

  /** Loads the stored log (after a reload or an account change) and watches what is still pending. */
  resume(address: Address, chainId: number): void {
    const key = transactionStorageKey(address, chainId)
    this.load(key)
    this.watch(key, address, chainId)
  }

  /** Stops every watcher and the storage subscription. */
  dispose(): void {
    for (const key of [...this.watchers.keys()]) this.stop(key)
    this.stopStorage()
  }

  private log(key: string): logs.TransactionLog {
    return this.state.getSnapshot()[key] ?? logs.EMPTY_TRANSACTION_LOG
  }

  /** The stored log, re-read (keeps the current reference when storage holds the same log). */
  private read(key: string): logs.TransactionLog {
    const current = this.state.getSnapshot()[key]
    if (this.unsaved.has(key) && current) return current
    return parseTransactionLog(this.deps.store.get(key), current)
  }

  private commit(key: string, log: logs.TransactionLog): void {
    this.state.update((s) => (s[key] === log ? s : { ...s, [key]: log }))
  }

  /** Re-reads storage into the state. */
  private load(key: string): logs.TransactionLog {
    const log = this.read(key)
    this.commit(key, log)
    return log
  }

  private write(key: string, fn: (log: logs.TransactionLog) => logs.TransactionLog): void {
    const next = fn(this.load(key))
    if (next === this.log(key)) return
    // State first: a store that reports this very write then finds nothing new.
    this.commit(key, next)
    let saved = true
    if (next.length === 0) this.deps.store.remove(key)
    else saved = this.deps.store.set(key, next)
    if (saved) this.unsaved.delete(key)
    else this.unsaved.add(key)
  }

  private onStorage(key: string): void {
    if (!key.startsWith(TRANSACTION_KEY_PREFIX) || !(key in this.state.getSnapshot())) return
    this.unsaved.delete(key)
    this.load(key)
    const dot = key.lastIndexOf('.')
    const address = key.slice(TRANSACTION_KEY_PREFIX.length, dot) as Address
    const chainId = Number(key.slice(dot + 1))
    // Another tab's new pending transaction is watched here only if this tab shows that account on that chain.
    if (!logs.hasPendingTransactions(this.log(key))) this.stop(key)
    else if (this.viewers.has(key)) this.watch(key, address, chainId)
  }

  /** One subscriber of `key` left; the last one stops its watch (the pending ones stay stored for the next one). */
  private leave(key: string): void {
    const left = (this.viewers.get(key) ?? 1) - 1
    if (left > 0) return void this.viewers.set(key, left)
    this.viewers.delete(key)
    this.stop(key)
  }

  /** Polls every pollingInterval ms while something is pending, and only then. */
  private watch(key: string, address: Address, chainId: number): void {
    if (this.watchers.has(key) || !logs.hasPendingTransactions(this.log(key))) return
    const poll = () =>
      from(this.poll(key, address, chainId)).pipe(
        timeout({ first: this.pollTimeoutMs }),
        catchError(() => EMPTY),
      )
    this.watchers.set(key, timer(0, this.pollingInterval).pipe(exhaustMap(poll)).subscribe())
  }

  private async poll(key: string, address: Address, chainId: number, again = true): Promise<void> {
    const log = this.load(key)
    const outcomes = logs.hasPendingTransactions(log)
      ? await checkPendingTransactions(this.deps.reader, chainId, log, address)
      : []
    for (const outcome of outcomes) this.write(key, (current) => applyOutcome(current, outcome))
    // A replacement found is already mined: its receipt is read now, not a polling interval later. Once only: nodes
    // that contradict themselves could otherwise name a new replacement every time, a search loop with no pause.
    if (again && outcomes.some((outcome) => 'replacedBy' in outcome)) return this.poll(key, address, chainId, false)
    if (!logs.hasPendingTransactions(this.log(key))) this.stop(key)
  }

  private stop(key: string): void {
    this.watchers.get(key)?.unsubscribe()
    this.watchers.delete(key)
  }
}

/** One poll's finding written into the log (re-read just before, so another tab's change is kept). */
function applyOutcome(log: logs.TransactionLog, outcome: TransactionOutcome): logs.TransactionLog {
  if ('status' in outcome) return logs.setTransactionStatus(log, outcome.hash, outcome.status)
  if ('replacedBy' in outcome) return logs.replaceTransaction(log, outcome.hash, outcome.replacedBy, outcome.sent)
  return logs.recordSentIntent(log, outcome.hash, outcome.sent)
}
