import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ViemMonthlyCharger } from '../../../src/adapters/viem/viemMonthlyCharger'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { type ChargeRunnerDeps, chargePass } from '../../../src/app/server/monthlyCharges'
import { openStateStores, type StateStores } from '../../../src/app/server/openStateStores'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import { ANVIL_ACCOUNTS, type Anvil, startAnvil } from '../../support/anvil'
import { deployTestToken, type TestToken } from '../../support/erc20/testToken'
import { createTestDatabase } from '../../support/postgres'
import {
  advance,
  call,
  chainNow,
  creatorExtraData,
  deployMonthlyContracts,
  MANAGER_ABI,
  managerCall,
  type MonthlyContracts,
  NO_END,
  type OnChainPermission,
  sendTx,
  signAsCounterfactual,
  smartAccount,
  THIRTY_DAYS,
  tokenBalance,
} from '../../support/spendPermissions/spendPermissionsOnAnvil'

// The charge runner's passes against the stand-in manager, our collector and a counterfactual smart account on a real
// anvil, over real stores: one charge per period reaches the creator, a repeated pass changes nothing, a revoke stops
// it, a charge reserved but not sent (or sent but not recorded) when the process died is settled once, and two
// instances on one PostgreSQL database charge each period once.

const ACCOUNT_ABI = parseAbi(['function execute(address target, uint256 value, bytes data)'])
const FIVE_USDC = 5_000_000n
const CHAIN = 31337
const KEEPER = ANVIL_ACCOUNTS[0]
const creator: Address = ANVIL_ACCOUNTS[1].address

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`monthly charges over ${kind} (real chain)`, () => {
    let anvil: Anvil
    let contracts: MonthlyContracts
    let usdc: TestToken
    let stores: StateStores
    let sibling: StateStores | undefined
    let salt = 0n
    const dir = mkdtempSync(join(tmpdir(), 'monthly-charges-'))

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CHAIN })
      contracts = await deployMonthlyContracts(anvil)
      usdc = await deployTestToken(anvil, 'USDC', 6)
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      stores = await openStateStores(state)
      if (kind === 'postgres') sibling = await openStateStores(state)
    }, 60_000)

    afterAll(async () => {
      await sibling?.close()
      await stores?.close()
      await anvil?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    const deps = (on: StateStores = stores): ChargeRunnerDeps => ({
      store: on.monthlyStore,
      charger: new ViemMonthlyCharger({ [CHAIN]: anvil.url }, KEEPER.privateKey as Hex),
      clock: { now: () => Date.now() },
      tokens: [{ chainId: CHAIN, address: usdc.address, symbol: 'USDC', decimals: 6 }] as never,
      mineWaitMs: 10_000,
    })
    const pass = (on?: StateStores) => chargePass(CHAIN, contracts, deps(on))

    const balanceOf = (holder: Address) => tokenBalance(anvil, usdc.address, holder)

    /** A counterfactual supporter holding 100 USDC, subscribed (stored as the API stores it), nothing sent. */
    async function subscribed() {
      salt += 1n
      const ownerKey = generatePrivateKey()
      const owner = { address: privateKeyToAccount(ownerKey).address, privateKey: ownerKey }
      const account = await smartAccount(anvil, contracts, owner, salt)
      await usdc.mint(account.address, 100_000_000n)
      const permission: OnChainPermission = {
        account: account.address,
        spender: contracts.collector,
        token: usdc.address,
        allowance: FIVE_USDC,
        period: THIRTY_DAYS,
        start: await chainNow(anvil),
        end: NO_END,
        salt,
        extraData: creatorExtraData(creator),
      }
      const signature = await signAsCounterfactual(account, contracts.manager, CHAIN, permission)
      const id = decodeFunctionResult({
        abi: MANAGER_ABI,
        functionName: 'getHash',
        data: await call(anvil, contracts.manager, managerCall('getHash', [permission])),
      } as never) as Hash
      await stores.monthlyStore.addSubscription(
        { id, chainId: CHAIN, creator, supporter: account.address, permission, signature },
        Date.now(),
      )
      return { id, account, owner, permission }
    }

    test('default: three periods, exactly one charge each reaches the creator; a repeated pass changes nothing', async () => {
      const { id, account } = await subscribed()
      const watched = [creator, account.address, KEEPER.address, contracts.collector, contracts.manager]
      const before = await Promise.all(watched.map(balanceOf))
      for (let period = 0; period < 3; period++) {
        await pass()
        await pass()
        if (period < 2) await advance(anvil, THIRTY_DAYS)
      }
      const after = await Promise.all(watched.map(balanceOf))
      expect(after.map((b, i) => b - (before[i] as bigint))).toEqual([3n * FIVE_USDC, -3n * FIVE_USDC, 0n, 0n, 0n])
      const charges = await stores.monthlyStore.listCharges(id)
      expect(charges.map((c) => [c.status, c.attempts])).toEqual([
        ['paid', 1],
        ['paid', 1],
        ['paid', 1],
      ])
      const supports = (await stores.creatorStore.listSupports(creator)).items.filter((s) => s.from === account.address)
      expect(supports.map((s) => s.txHash).sort()).toEqual(charges.map((c) => c.txHash).sort())
      expect(supports.every((s) => s.amount === '5000000' && s.asset.symbol === 'USDC')).toBe(true)
      expect((await stores.monthlyStore.getSubscription(id))?.state.status).toBe('paid')
      await advance(anvil, THIRTY_DAYS)
    })

    test('behavior: after a revoke no charge happens and the subscription reads cancelled after one pass', async () => {
      const { id, account, owner, permission } = await subscribed()
      await pass()
      const revoke = encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'execute',
        args: [contracts.manager, 0n, managerCall('revoke', [permission])],
      })
      await anvil.rpc('anvil_impersonateAccount', [owner.address])
      await anvil.rpc('anvil_setBalance', [owner.address, '0xde0b6b3a7640000'])
      expect((await sendTx(anvil, owner.address, account.address, revoke)).ok).toBe(true)
      await advance(anvil, THIRTY_DAYS)
      const before = await balanceOf(account.address)
      await pass()
      expect(await balanceOf(account.address)).toBe(before)
      expect((await stores.monthlyStore.getSubscription(id))?.state).toEqual({ status: 'cancelled', reason: 'revoked' })
      expect(await stores.monthlyStore.listCharges(id)).toHaveLength(1)
    })

    test('behavior: a charge reserved but never sent, and one sent but never recorded, are each settled once', async () => {
      const a = await subscribed()
      const b = await subscribed()
      const { charger } = deps()
      const before = await balanceOf(creator)
      // The process died after reserving a's transaction, before sending it; and after sending b's, before recording.
      for (const [which, send] of [
        [a, false],
        [b, true],
      ] as const) {
        await charger.approve(
          CHAIN,
          contracts.manager,
          which.permission,
          (await stores.monthlyStore.getSubscription(which.id))!.signature,
        )
        const signed = await charger.signCollect(CHAIN, contracts.collector, which.permission)
        expect(await stores.monthlyStore.reserveCharge(which.id, which.permission.start, signed, Date.now())).toBe(true)
        if (send) await charger.broadcast(CHAIN, signed.rawTx)
      }
      await pass()
      await pass()
      expect((await balanceOf(creator)) - before).toBe(2n * FIVE_USDC)
      for (const { id, permission } of [a, b]) {
        const charges = await stores.monthlyStore.listCharges(id)
        expect(charges.map((c) => [c.periodStart, c.status])).toEqual([[permission.start, 'paid']])
      }
    })

    test.skipIf(kind !== 'postgres')('behavior: two instances passing at once charge each period once', async () => {
      const subs = [await subscribed(), await subscribed(), await subscribed()]
      // Subscriptions of earlier tests are charged too: each account's own balance says what it paid.
      const before = await Promise.all(subs.map((sub) => balanceOf(sub.account.address)))
      for (let period = 0; period < 2; period++) {
        // What each instance's runner does every poll: a pass only while it holds the chain's lease.
        const leased = async (on: StateStores, holder: string) => {
          if (await on.monthlyStore.holdLease(CHAIN, holder, Date.now(), 60_000)) await pass(on)
        }
        await Promise.all([leased(stores, 'a'), leased(sibling as StateStores, 'b')])
        await Promise.all([leased(stores, 'a'), leased(sibling as StateStores, 'b')])
        // The holder dies; the other takes over once the lease ends.
        await stores.monthlyStore.releaseLease(CHAIN, 'a')
        await stores.monthlyStore.releaseLease(CHAIN, 'b')
        await advance(anvil, THIRTY_DAYS)
      }
      const after = await Promise.all(subs.map((sub) => balanceOf(sub.account.address)))
      expect(after.map((b, i) => (before[i] as bigint) - b)).toEqual([2n * FIVE_USDC, 2n * FIVE_USDC, 2n * FIVE_USDC])
      for (const { id } of subs) {
        expect((await stores.monthlyStore.listCharges(id)).map((c) => c.status)).toEqual(['paid', 'paid'])
      }
    })
  })
}
