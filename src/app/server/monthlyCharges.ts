import { randomUUID } from 'node:crypto'
import { SystemClock } from '../../adapters/clock/systemClock'
import type { Address } from '../../domain/shared/hex'
import { CHARGE_RETRIES, RETRY_DELAY_SECONDS } from '../../domain/support/monthly/subscription'
import type { SupportToken } from '../../domain/chains/supportTokens'
import type { Clock } from '../../ports/clock'
import type { MonthlyCharger } from '../../ports/monthlyCharger'
import type { Charge, MonthlySupportStore, StoredSubscription } from '../../ports/monthlySupportStore'
import type { MonthlyChain } from './monthlySupportConfig'
import { type ServerConfig, verifierRpcUrls } from './serverConfig'

export type ChargeRunnerDeps = {
  store: MonthlySupportStore
  charger: MonthlyCharger
  clock: Clock
  /** The accepted tokens: a charge's support names its token's symbol and decimals. */
  tokens: readonly SupportToken[]
  /** How long one pass waits for a charge to be mined before it leaves it to the next pass. */
  mineWaitMs: number
}

const DAY_MS = RETRY_DELAY_SECONDS * 1000

/**
 * One charge pass over `chainId`, by the holder of its lease: first every charge left `sending` (by a crash or a
 * lost lease) is settled from the chain (its very bytes sent again, then its receipt, or the manager's spend for the
 * period); then each subscription whose current period is unpaid gets one transaction, reserved in the store before
 * it is sent, so no period is charged twice and none is skipped. A failed charge is tried again a day later, 3 times,
 * then the subscription reads `payment-failed`.
 */
export async function chargePass(chainId: number, contracts: MonthlyChain, deps: ChargeRunnerDeps): Promise<void> {
  const { store } = deps
  for (const charge of await store.listSending(chainId)) {
    const subscription = await store.getSubscription(charge.subscriptionId)
    if (subscription) await settle(subscription, charge, contracts, deps)
  }
  for (const subscription of await store.listChargeable(chainId)) {
    await chargeOne(subscription, contracts, deps)
  }
}

async function chargeOne(subscription: StoredSubscription, contracts: MonthlyChain, deps: ChargeRunnerDeps) {
  const { store, charger, clock } = deps
  const { chainId, permission, id } = subscription
  let view = await charger.readPermission(chainId, contracts.manager, permission)
  if (view.revoked || view.period === 'ended') {
    await store.setState(id, { status: 'cancelled', reason: view.revoked ? 'revoked' : 'ended' }, clock.now())
    return
  }
  const { start, end } = view.period
  const charge = await store.readCharge(id, start)
  if (view.period.spent > 0n || charge?.status === 'paid') {
    if (subscription.state.status !== 'paid' || subscription.state.periodStart !== start)
      await store.setState(id, { status: 'paid', periodStart: start, periodEnd: end }, clock.now())
    return
  }
  if (charge && !(charge.status === 'failed' && charge.retryAt !== null && charge.retryAt <= clock.now())) return
  if (!view.approved) {
    // The supporter's signature deploys their account if need be; approving twice changes nothing.
    await charger.approve(chainId, contracts.manager, permission, subscription.signature).catch(() => false)
    view = await charger.readPermission(chainId, contracts.manager, permission)
    if (!view.approved) return failed(subscription, start, 'account-not-deployed', charge, deps)
  }
  const signed = await charger.signCollect(chainId, contracts.collector, permission)
  if (!(await store.reserveCharge(id, start, signed, clock.now()))) return
  const reserved = await store.readCharge(id, start)
  if (reserved?.status === 'sending') await settle(subscription, reserved, contracts, deps)
}

/** Sends a reserved charge's bytes (again) and writes what the chain says of them. */
async function settle(
  subscription: StoredSubscription,
  charge: Charge,
  contracts: MonthlyChain,
  deps: ChargeRunnerDeps,
) {
  const { store, charger, clock } = deps
  const { chainId, permission, id } = subscription
  if (charge.rawTx) await charger.broadcast(chainId, charge.rawTx).catch(() => {})
  const stale = charge.rawTx ? await charger.isStale(chainId, charge.rawTx) : true
  const mined = charge.txHash && !stale ? await charger.mined(chainId, charge.txHash, deps.mineWaitMs) : null
  if (mined?.ok && charge.txHash) {
    const token = deps.tokens.find(
      (t) => t.chainId === chainId && t.address.toLowerCase() === permission.token.toLowerCase(),
    )
    const support = {
      chainId,
      txHash: charge.txHash,
      from: subscription.supporter,
      asset: { symbol: token?.symbol ?? '?', decimals: token?.decimals ?? 0, address: permission.token as Address },
      amount: permission.allowance.toString(),
      note: null,
      createdAt: mined.timestamp * 1000,
      blockNumber: mined.blockNumber,
      hidden: false,
    }
    await store.settleCharge(id, charge.periodStart, { status: 'paid', txHash: charge.txHash, support }, clock.now())
    await store.setState(
      id,
      { status: 'paid', periodStart: charge.periodStart, periodEnd: charge.periodStart + permission.period },
      clock.now(),
    )
    return
  }
  const view = await charger.readPermission(chainId, contracts.manager, permission)
  const spentHere = view.period !== 'ended' && view.period.start === charge.periodStart && view.period.spent > 0n
  if (spentHere) {
    // Paid by another call (anyone may call the collector): the period is paid, the support is the indexer's to find.
    await store.settleCharge(id, charge.periodStart, { status: 'paid', txHash: null, support: null }, clock.now())
    return
  }
  if (stale) {
    // Never sent, and the key has moved past its nonce: nothing was charged. Due again at once, with new bytes.
    await store.settleCharge(
      id,
      charge.periodStart,
      { status: 'failed', failure: 'unknown', retryAt: clock.now() },
      clock.now(),
    )
    return
  }
  if (!mined) return // not mined yet: the next pass sends the same bytes again
  const failure = view.revoked ? 'revoked' : 'balance-too-low'
  await failed(subscription, charge.periodStart, failure, charge, deps)
}

async function failed(
  subscription: StoredSubscription,
  periodStart: number,
  failure: 'revoked' | 'balance-too-low' | 'account-not-deployed',
  charge: Charge | null,
  deps: ChargeRunnerDeps,
) {
  const { store, clock } = deps
  const attempts = charge?.attempts ?? 0
  const final = attempts > CHARGE_RETRIES
  const retryAt = final ? null : clock.now() + DAY_MS
  if (charge?.status === 'sending')
    await store.settleCharge(subscription.id, periodStart, { status: 'failed', failure, retryAt }, clock.now())
  const state = final
    ? ({ status: 'payment-failed', periodStart, lastFailure: failure } as const)
    : ({
        status: 'due',
        periodStart,
        failures: attempts,
        charging: false,
        retryAt: retryAt === null ? null : Math.floor(retryAt / 1000),
        lastFailure: failure,
      } as const)
  await store.setState(subscription.id, state, clock.now())
}

export type MonthlyChargeRunner = { stop(): Promise<void> }

/**
 * Runs a charge pass per monthly chain every `pollMs`, each under the chain's lease (renewed every pass, given up on
 * stop), so of several instances one charges a chain at a time.
 */
function startMonthlyCharges({
  chains,
  deps,
  pollMs,
  leaseMs = 60_000,
  onError = () => {},
}: {
  chains: Readonly<Record<number, MonthlyChain>>
  deps: ChargeRunnerDeps
  pollMs: number
  leaseMs?: number
  onError?: (chainId: number, err: unknown) => void
}): MonthlyChargeRunner {
  const holder = randomUUID()
  const controller = new AbortController()
  const loops = Object.entries(chains).map(async ([id, contracts]) => {
    const chainId = Number(id)
    while (!controller.signal.aborted) {
      try {
        if (await deps.store.holdLease(chainId, holder, deps.clock.now(), leaseMs))
          await chargePass(chainId, contracts, deps)
      } catch (err) {
        onError(chainId, err)
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        const wake = () => {
          clearTimeout(timer)
          resolve()
        }
        controller.signal.addEventListener('abort', wake, { once: true })
      })
    }
    await deps.store.releaseLease(chainId, holder).catch(() => {})
  })
  return {
    async stop() {
      controller.abort()
      await Promise.all(loops)
    },
  }
}

/**
 * The charge runner as npm start runs it: only with KEEPER_PRIVATE_KEY, sign-in on and a chain that has a manager and
 * a collector; a stopped no-op otherwise.
 * @example const charges = await startConfiguredCharges(config, stores.monthlyStore, (chainId, err) => log.error(...))
 */
export async function startConfiguredCharges(
  config: ServerConfig,
  store: MonthlySupportStore,
  onError: (chainId: number, err: unknown) => void,
): Promise<MonthlyChargeRunner> {
  const key = config.monthly.keeperPrivateKey
  if (!key || config.auth !== 'siwe' || Object.keys(config.monthly.chains).length === 0) return { stop: async () => {} }
  const { ViemMonthlyCharger } = await import('../../adapters/viem/viemMonthlyCharger')
  const deps: ChargeRunnerDeps = {
    store,
    charger: new ViemMonthlyCharger(verifierRpcUrls(config.chains), key),
    clock: new SystemClock(),
    tokens: config.supportTokens,
    mineWaitMs: MINE_WAIT_MS,
  }
  return startMonthlyCharges({ chains: config.monthly.chains, deps, pollMs: config.monthly.pollMs, onError })
}

/** How long a pass waits for one charge to be mined before leaving it to the next pass. */
const MINE_WAIT_MS = 30_000
