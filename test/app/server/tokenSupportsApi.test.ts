import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { anvilReceipt, startAnvil, type Anvil } from '../../support/anvil'
import { CREATORS_CHAIN_ID, type ServedCreatorsApi, serveCreatorsApi, type Tab } from '../../support/creatorsServer'
import { deployTestToken, type TestToken } from '../../support/erc20/testToken'
import { createTestDatabase } from '../../support/postgres'
import { alice, bob } from '../../support/siweSigning'

// Token support claims against the server as npm start serves it, on two real anvil chains with test tokens:
// chain A (31337) accepts TST; chain B (Sepolia's id) accepts BBB. The deployer's nonces put TST on chain B at the
// same address as on chain A, where it is not accepted; OTH on chain A sits where BBB is on chain B.
const CHAIN_A = CREATORS_CHAIN_ID
const CHAIN_B = 11155111
const USD = 1_000_000n

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const freshCreator = () => privateKeyToAccount(generatePrivateKey()).address

async function errorOf(res: Response): Promise<Record<string, unknown>> {
  return ((await res.json()) as { error: Record<string, unknown> }).error
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`token support claims over ${kind} (real server, real anvil chains, a deployed ERC-20)`, () => {
    let anvilA: Anvil
    let anvilB: Anvil
    let server: ServedCreatorsApi
    let tst: TestToken
    let oth: TestToken
    let tstOnB: TestToken
    const dir = mkdtempSync(join(tmpdir(), 'token-supports-'))

    beforeAll(async () => {
      ;[anvilA, anvilB] = await Promise.all([startAnvil({ chainId: CHAIN_A }), startAnvil({ chainId: CHAIN_B })])
      tst = await deployTestToken(anvilA, 'TST', 6)
      oth = await deployTestToken(anvilA, 'OTH', 6)
      tstOnB = await deployTestToken(anvilB, 'TST', 6)
      const bbb = await deployTestToken(anvilB, 'BBB', 6)
      expect(tstOnB.address).toBe(tst.address)
      expect(bbb.address).toBe(oth.address)
      for (const token of [tst, oth]) {
        await token.mint(alice.address, 100n * USD)
        await token.mint(bob.address, 100n * USD)
      }
      await tstOnB.mint(alice.address, 100n * USD)
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      server = await serveCreatorsApi(state, anvilA.url, {
        env: {
          VITE_CHAINS: `${CHAIN_A},${CHAIN_B}`,
          VITE_RPC_URLS: `${CHAIN_A}=${anvilA.url},${CHAIN_B}=${anvilB.url}`,
          VITE_SUPPORT_TOKENS: `${CHAIN_A}:${tst.address}:TST:6,${CHAIN_B}:${bbb.address}:BBB:6`,
        },
      })
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      await Promise.all([anvilA?.stop(), anvilB?.stop()])
      rmSync(dir, { recursive: true, force: true })
    })

    /** TST as notes name it: the address as VITE_SUPPORT_TOKENS spells it. */
    const TST = () => ({ symbol: 'TST', decimals: 6, address: tst.address })
    const supports = (creator: Address) => `${server.url}/api/creators/${creator}/supports`
    const claim = (tab: Tab, creator: Address, txHash: Hash, chainId = CHAIN_A) =>
      tab(supports(creator), json('POST', { chainId, txHash, note: 'For the tokens' }))

    test('default: 201 for a transfer of an accepted token from the signed-in supporter to the creator; listed; totals apart from ETH', async () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const creator = owner.address
      const hash = await tst.transfer(alice.address, creator, 5n * USD)
      const tab = await server.signedIn(alice)
      const res = await claim(tab, creator, hash)
      expect(res.status).toBe(201)
      const note = await res.json()
      expect(note).toMatchObject({
        chainId: CHAIN_A,
        txHash: hash,
        from: alice.address,
        asset: TST(),
        amount: '5000000',
      })
      expect((await (await fetch(supports(creator))).json()).items).toEqual([note])
      const wallet = createWalletClient({ account: alice, transport: http(anvilA.url) })
      const paid = await wallet.sendTransaction({ to: creator, value: 7n, chain: null })
      await anvilReceipt(anvilA, paid)
      expect((await claim(tab, creator, paid)).status).toBe(201)
      const totals = await (await (await server.signedIn(owner))(`${supports(creator)}/totals`)).json()
      expect(totals).toEqual({
        totals: [
          { chainId: CHAIN_A, asset: { symbol: 'ETH', decimals: 18, address: null }, count: 1, amount: '7' },
          { chainId: CHAIN_A, asset: TST(), count: 1, amount: '5000000' },
        ],
      })
    })

    test('behavior: a profile suggests amounts per accepted asset, each in its decimals; another asset is refused by its code', async () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const url = `${server.url}/api/creators/${owner.address}`
      const tab = await server.signedIn(owner)
      const profile = { displayName: 'Ada', bio: '', links: [], accentColor: '#1a2b3c', thankYou: '' }
      const put = (suggestedAmounts: unknown) => tab(url, json('PUT', { ...profile, suggestedAmounts }))
      const saved = await put({ BBB: ['2.50'], TST: ['5'], ETH: ['0.010'] })
      expect(saved.status).toBe(200)
      const stored = { ...profile, suggestedAmounts: { ETH: ['0.01'], TST: ['5'], BBB: ['2.5'] } }
      expect(await saved.json()).toEqual({
        address: owner.address,
        ...stored,
        goal: null,
        goalProgress: null,
        updatedAt: expect.any(Number),
      })
      expect(await (await fetch(url)).json()).toMatchObject(stored)

      const refused = async (suggestedAmounts: unknown) => {
        const res = await put(suggestedAmounts)
        expect(res.status).toBe(400)
        return errorOf(res)
      }
      expect(await refused({ TST: ['0.0000001'] })).toMatchObject({
        code: 'invalid-profile',
        field: 'suggestedAmounts.TST.0',
        message: 'Some profile fields cannot be stored',
      })
      expect(await refused({ ETH: ['0.01'], USDC: ['5'] })).toEqual({
        code: 'invalid-profile',
        field: 'suggestedAmounts.USDC',
        message: 'Some profile fields cannot be stored',
        problems: [{ field: 'suggestedAmounts.USDC', code: 'amountsAssetUnknown' }],
      })
      // The list of ETH amounts from before tokens is no longer what a profile is.
      expect(await refused(['0.01'])).toMatchObject({ code: 'invalid-profile', field: 'suggestedAmounts' })
      // Another signed-in account still cannot write it.
      const other = await (await server.signedIn(bob))(
        url,
        json('PUT', { ...profile, suggestedAmounts: { TST: ['1'] } }),
      )
      expect(other.status).toBe(403)
      expect(await (await fetch(url)).json()).toMatchObject(stored)
    })

    test('behavior: several transfers to the creator in one transaction count their sum', async () => {
      const creator = freshCreator()
      const hash = await tst.transferEach(alice.address, [
        { to: creator, value: 2n * USD },
        { to: bob.address, value: 9n * USD },
        { to: creator, value: 3n * USD },
      ])
      const res = await claim(await server.signedIn(alice), creator, hash)
      expect(res.status).toBe(201)
      expect(await res.json()).toMatchObject({ asset: TST(), amount: '5000000' })
    })

    test("behavior: the log names the supporter: a transfer sent by someone else (a bundler) from the supporter's funds is hers", async () => {
      const creator = freshCreator()
      await tst.approve(alice.address, bob.address, 4n * USD)
      const hash = await tst.transferFrom(bob.address, alice.address, creator, 4n * USD)
      const byBob = await claim(await server.signedIn(bob), creator, hash)
      expect(byBob.status).toBe(422)
      expect((await errorOf(byBob)).reason).toBe('another-sender')
      const res = await claim(await server.signedIn(alice), creator, hash)
      expect(res.status).toBe(201)
      expect(await res.json()).toMatchObject({ from: alice.address, asset: TST(), amount: '4000000' })
    })

    test('behavior: 422 tx-mismatch, each with its reason', async () => {
      const creator = freshCreator()
      const tab = await server.signedIn(alice)
      const cases: [Hash, string, string, number?][] = [
        [
          await oth.transfer(alice.address, creator, USD),
          'token-not-accepted',
          'The transaction transfers no token accepted on this chain',
        ],
        [
          await tst.transfer(alice.address, bob.address, USD),
          'another-recipient',
          'The transaction does not pay this creator',
        ],
        [
          await tst.transfer(bob.address, creator, USD),
          'another-sender',
          'The transaction was not sent by the signed-in account',
        ],
        [await tst.transfer(alice.address, creator, 0n), 'zero-value', 'The transaction carries no value'],
        [await tst.transfer(alice.address, creator, 1000n * USD), 'failed', 'The transaction failed'],
        [
          await tstOnB.transfer(alice.address, creator, USD),
          'token-not-accepted',
          'The transaction transfers no token accepted on this chain',
          CHAIN_B,
        ],
      ]
      for (const [hash, reason, message, chainId] of cases) {
        const res = await claim(tab, creator, hash, chainId)
        expect(res.status, reason).toBe(422)
        expect(await errorOf(res)).toEqual({ code: 'tx-mismatch', message, reason })
      }
      expect((await (await fetch(supports(creator))).json()).items).toEqual([])
    })

    test('behavior: ETH claims work as before beside tokens', async () => {
      const creator = freshCreator()
      const wallet = createWalletClient({ account: alice, transport: http(anvilA.url) })
      const hash = await wallet.sendTransaction({ to: creator, value: 7n, chain: null })
      await anvilReceipt(anvilA, hash)
      const res = await claim(await server.signedIn(alice), creator, hash)
      expect(res.status).toBe(201)
      expect(await res.json()).toMatchObject({ asset: { symbol: 'ETH', decimals: 18, address: null }, amount: '7' })
    })
  })
}
