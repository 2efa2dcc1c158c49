import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeFunctionResult, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SESSION_COOKIE } from '../../../src/adapters/server/sessionCookie'
import type { Address } from '../../../src/domain/shared/hex'
import { spendPermissionJson } from '../../../src/domain/support/monthly/spendPermissionJson'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import { type Anvil, startAnvil } from '../../support/anvil'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import {
  CREATORS_CHAIN_ID,
  CREATORS_ORIGIN,
  type ServedCreatorsApi,
  serveCreatorsApi,
  type Tab,
} from '../../support/creatorsServer'
import { deployTestToken, type TestToken } from '../../support/erc20/testToken'
import { createTestDatabase } from '../../support/postgres'
import {
  call,
  chainNow,
  creatorExtraData,
  deployMonthlyContracts,
  MANAGER_ABI,
  managerCall,
  type MonthlyContracts,
  NO_END,
  type OnChainPermission,
  type SmartAccount,
  signAsCounterfactual,
  smartAccount,
  THIRTY_DAYS,
} from '../../support/spendPermissions/spendPermissionsOnAnvil'

// The monthly API as npm start serves it (createServerApp over openStateStores), verifying signatures against the
// stand-in manager and a counterfactual smart account on a real anvil (ERC-6492): the creator's offer, a supporter's
// subscription and every way to tamper with it, and what other accounts may do with it.

const FIVE_USDC = 5_000_000n

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

const freshKey = () => {
  const privateKey = generatePrivateKey()
  return { address: privateKeyToAccount(privateKey).address, privateKey }
}

type Refusal = { error: { code: string; reason?: string } }

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`monthly API over ${kind} (real server, real chain)`, () => {
    let anvil: Anvil
    let server: ServedCreatorsApi
    let contracts: MonthlyContracts
    let usdc: TestToken
    let salt = 0n
    const dir = mkdtempSync(join(tmpdir(), 'monthly-api-state-'))

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
      contracts = await deployMonthlyContracts(anvil)
      usdc = await deployTestToken(anvil, 'USDC', 6)
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      server = await serveCreatorsApi(state, anvil.url, {
        env: {
          VITE_SUPPORT_TOKENS: `${CREATORS_CHAIN_ID}:${usdc.address}:USDC:6`,
          SPEND_PERMISSION_MANAGER: `${CREATORS_CHAIN_ID}=${contracts.manager}`,
          MONTHLY_COLLECTOR: `${CREATORS_CHAIN_ID}=${contracts.collector}`,
        },
      })
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      await anvil?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    const offerUrl = (creator: Address) => `${server.url}/api/creators/${creator}/monthly`
    const subscriptions = () => `${server.url}/api/monthly/subscriptions`

    /**
     * A tab holding a session of `address`. A smart account signs in with ERC-6492 as the sign-in tests show; here the
     * session it ends up with is stored directly, so these tests are about what the monthly API does with it.
     */
    async function sessionOf(address: Address): Promise<Tab> {
      const id = await server.stores.sessionStore.create({
        address,
        chainId: CREATORS_CHAIN_ID,
        expiresAt: Date.now() + 3_600_000,
      })
      const tab = cookieJarFetch(CREATORS_ORIGIN)
      tab.cookies.set(SESSION_COOKIE, id)
      return tab
    }

    async function creatorWithOffer(): Promise<{ tab: Tab; creator: Address }> {
      const account = privateKeyToAccount(generatePrivateKey())
      const tab = await server.signedIn(account)
      const offer = {
        chainId: CREATORS_CHAIN_ID,
        token: usdc.address,
        tiers: [{ amount: FIVE_USDC.toString(), title: 'Friend', benefits: 'A thank-you each month' }],
      }
      const res = await tab(offerUrl(account.address), json('PUT', offer))
      expect(res.status).toBe(200)
      return { tab, creator: account.address }
    }

    async function supporter(): Promise<{ account: SmartAccount; tab: Tab }> {
      salt += 1n
      const account = await smartAccount(anvil, contracts, freshKey(), salt)
      return { account, tab: await sessionOf(account.address) }
    }

    async function permissionFor(account: SmartAccount, creator: Address): Promise<OnChainPermission> {
      return {
        account: account.address,
        spender: contracts.collector,
        token: usdc.address,
        allowance: FIVE_USDC,
        period: THIRTY_DAYS,
        start: await chainNow(anvil),
        end: NO_END,
        salt: 1n,
        extraData: creatorExtraData(creator),
      }
    }

    async function send(tab: Tab | typeof fetch, permission: OnChainPermission, signature: Hex) {
      const body = { chainId: CREATORS_CHAIN_ID, permission: spendPermissionJson(permission), signature }
      return tab(subscriptions(), json('POST', body))
    }

    async function subscribed() {
      const { creator, tab: creatorTab } = await creatorWithOffer()
      const { account, tab } = await supporter()
      const permission = await permissionFor(account, creator)
      const res = await send(
        tab,
        permission,
        await signAsCounterfactual(account, contracts.manager, anvil.chainId, permission),
      )
      expect(res.status).toBe(201)
      const subscription = (await res.json()) as { id: string; state: { status: string } }
      return { creator, creatorTab, account, tab, permission, subscription }
    }

    test('default: a creator saves an offer that anyone reads; a supporter subscribes with one signature and no transaction', async () => {
      const { creator, account, permission, subscription, tab } = await subscribed()
      const offer = await (await fetch(offerUrl(creator))).json()
      expect(offer).toEqual({
        offer: {
          chainId: CREATORS_CHAIN_ID,
          token: usdc.address,
          tiers: [{ amount: '5000000', title: 'Friend', benefits: 'A thank-you each month' }],
        },
      })
      // The id is the manager's own hash of the permission.
      const hash = decodeFunctionResult({
        abi: MANAGER_ABI,
        functionName: 'getHash',
        data: await call(anvil, contracts.manager, managerCall('getHash', [permission])),
      } as never)
      expect(subscription).toMatchObject({ id: hash, creator, supporter: account.address, state: { status: 'active' } })
      // Nothing was sent: the account is still counterfactual.
      expect(await anvil.rpc('eth_getCode', [account.address, 'latest'])).toBe('0x')
      const again = await send(
        tab,
        permission,
        await signAsCounterfactual(account, contracts.manager, anvil.chainId, permission),
      )
      expect(again.status).toBe(200)
      const mine = (await (await tab(subscriptions())).json()) as { items: { id: string }[] }
      expect(mine.items.map((s) => s.id)).toEqual([hash])
      const one = await (await tab(`${subscriptions()}/${hash}`)).json()
      expect(one).toMatchObject({ id: hash, charges: [] })
      expect(JSON.stringify(one)).not.toContain('signature')
    })

    test('behavior: each tampered field is refused with its reason', async () => {
      const { creator } = await creatorWithOffer()
      const { account, tab } = await supporter()
      const other = await smartAccount(anvil, contracts, freshKey(), 999n + salt)
      const valid = await permissionFor(account, creator)
      const signed = (p: OnChainPermission, by = account) =>
        signAsCounterfactual(by, contracts.manager, anvil.chainId, p)
      const cases: [string, OnChainPermission, SmartAccount][] = [
        ['another-account', { ...valid, account: other.address }, other],
        ['spender-not-collector', { ...valid, spender: contracts.factory }, account],
        ['token-not-offered', { ...valid, token: contracts.manager }, account],
        ['allowance-not-offered', { ...valid, allowance: FIVE_USDC + 1n }, account],
        ['period-not-monthly', { ...valid, period: THIRTY_DAYS - 1 }, account],
      ]
      for (const [reason, permission, by] of cases) {
        const res = await send(tab, permission, await signed(permission, by))
        expect([reason, res.status]).toEqual([reason, 400])
        expect(((await res.json()) as Refusal).error).toMatchObject({ code: 'permission-refused', reason })
      }
      // A signature by a key that does not own the account, and a signature of another permission.
      const stranger = await smartAccount(anvil, contracts, freshKey(), salt)
      const forged = { ...stranger, address: account.address }
      for (const signature of [await signed(valid, forged), await signed({ ...valid, salt: 2n })]) {
        const res = await send(tab, valid, signature)
        expect(res.status).toBe(400)
        expect(((await res.json()) as Refusal).error).toMatchObject({
          code: 'permission-refused',
          reason: 'bad-signature',
        })
      }
      expect(((await (await tab(subscriptions())).json()) as { items: unknown[] }).items).toEqual([])
    })

    test('behavior: without a session every supporter route answers 401', async () => {
      const { subscription, permission, account } = await subscribed()
      const anonymous = cookieJarFetch(CREATORS_ORIGIN)
      const signature = await signAsCounterfactual(account, contracts.manager, anvil.chainId, permission)
      expect((await send(anonymous, permission, signature)).status).toBe(401)
      expect((await anonymous(subscriptions())).status).toBe(401)
      expect((await anonymous(`${subscriptions()}/${subscription.id}`)).status).toBe(401)
      expect((await anonymous(`${subscriptions()}/${subscription.id}/cancel`, { method: 'POST' })).status).toBe(401)
    })

    test('behavior: another signed-in account can neither read nor cancel a supporter’s subscription', async () => {
      const { subscription, creator, creatorTab, tab } = await subscribed()
      const intruder = await sessionOf(privateKeyToAccount(generatePrivateKey()).address)
      const url = `${subscriptions()}/${subscription.id}`
      for (const res of [await intruder(url), await intruder(`${url}/cancel`, { method: 'POST' })]) {
        expect(res.status).toBe(404)
        expect(JSON.stringify(await res.json())).not.toContain(subscription.id.slice(2))
      }
      expect(((await (await intruder(subscriptions())).json()) as { items: unknown[] }).items).toEqual([])
      expect((await intruder(`${offerUrl(creator)}/subscriptions`)).status).toBe(403)
      expect((await intruder(offerUrl(creator), json('PUT', {}))).status).toBe(403)
      // The creator reads it (in their list and alone) but cannot cancel it for the supporter.
      const list = (await (await creatorTab(`${offerUrl(creator)}/subscriptions`)).json()) as {
        items: { id: string }[]
      }
      expect(list.items.map((s) => s.id)).toEqual([subscription.id])
      expect((await creatorTab(url)).status).toBe(200)
      expect((await creatorTab(`${url}/cancel`, { method: 'POST' })).status).toBe(404)
      expect(((await (await tab(url)).json()) as { state: unknown }).state).toEqual({ status: 'active' })
      // A write from another site is refused before anything is read.
      const crossSite = await fetch(`${url}/cancel`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=${tab.cookies.get(SESSION_COOKIE)}` },
      })
      expect(crossSite.status).toBe(403)
      const cancelled = await tab(`${url}/cancel`, { method: 'POST' })
      expect(cancelled.status).toBe(200)
      expect(((await cancelled.json()) as { state: unknown }).state).toEqual({ status: 'cancelled', reason: 'revoked' })
    })

    test('behavior: an offer outside the rules, or for a creator without one, is refused with its code', async () => {
      const { creator, tab } = await creatorWithOffer()
      const bad = await tab(
        offerUrl(creator),
        json('PUT', { chainId: CREATORS_CHAIN_ID, token: usdc.address, tiers: [] }),
      )
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as Refusal).error).toMatchObject({ code: 'invalid-monthly-offer', reason: 'no-tiers' })
      const nobody = privateKeyToAccount(generatePrivateKey()).address
      expect(await (await fetch(offerUrl(nobody))).json()).toEqual({ offer: null })
      const { account, tab: supporterTab } = await supporter()
      const permission = await permissionFor(account, nobody)
      const res = await send(
        supporterTab,
        permission,
        await signAsCounterfactual(account, contracts.manager, anvil.chainId, permission),
      )
      expect(res.status).toBe(400)
      expect(((await res.json()) as Refusal).error.code).toBe('monthly-not-offered')
    })
  })
}
