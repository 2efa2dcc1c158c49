import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http, type PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import type { Support } from '../../../src/domain/support/support'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { anvilReceipt, startAnvil, type Anvil } from '../../support/anvil'
import { deployBatchAccount, tokenTransferCall } from '../../support/contracts/batchAccount'
import { CREATORS_CHAIN_ID, type ServedCreatorsApi, serveCreatorsApi } from '../../support/creatorsServer'
import { deployTestToken, type TestToken } from '../../support/erc20/testToken'
import { createTestDatabase } from '../../support/postgres'
import { alice, bob } from '../../support/siweSigning'

// Supports found by the indexer, as npm start runs it, on two real anvil chains: chain A accepts TST (OTH is not
// accepted), chain B is paid in its native currency. Blocks need 2 confirmations; the indexer polls every 100 ms.
const CHAIN_A = CREATORS_CHAIN_ID
const CHAIN_B = 11155111
const USD = 1_000_000n
const ETH = { symbol: 'ETH', decimals: 18, address: null }

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
/** What the tests compare of each listed support: the payment and its note. */
const payments = (items: Support[]) =>
  items.map(({ chainId, txHash, from, asset, amount, note }) => ({ chainId, txHash, from, asset, amount, note }))
const profile = { displayName: 'Ada', bio: '', links: [], accentColor: '#1a2b3c', suggestedAmounts: {}, thankYou: '' }

for (const kind of ['sqlite', 'postgres'] as const) {
  for (const library of ['viem', 'ethers'] as const) {
    describe(`supports found on chain over ${kind} with ${library} (real server, two anvil chains)`, () => {
      let anvilA: Anvil
      let anvilB: Anvil
      let server: ServedCreatorsApi
      let tst: TestToken
      let oth: TestToken
      const dir = mkdtempSync(join(tmpdir(), 'support-indexer-'))

      beforeAll(async () => {
        ;[anvilA, anvilB] = await Promise.all([startAnvil({ chainId: CHAIN_A }), startAnvil({ chainId: CHAIN_B })])
        tst = await deployTestToken(anvilA, 'TST', 6)
        oth = await deployTestToken(anvilA, 'OTH', 6)
        for (const token of [tst, oth]) await token.mint(alice.address, 100n * USD)
        const state: StateConfig =
          kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
        server = await serveCreatorsApi(state, anvilA.url, {
          indexer: true,
          env: {
            VITE_CHAIN_LIBRARY: library,
            VITE_CHAINS: `${CHAIN_A},${CHAIN_B}`,
            VITE_RPC_URLS: `${CHAIN_A}=${anvilA.url},${CHAIN_B}=${anvilB.url}`,
            VITE_SUPPORT_TOKENS: `${CHAIN_A}:${tst.address}:TST:6`,
            SUPPORT_CONFIRMATIONS: `${CHAIN_A}=2,${CHAIN_B}=2`,
            SUPPORT_POLL_MS: '100',
          },
        })
      }, 60_000)

      afterAll(async () => {
        await server?.close()
        await Promise.all([anvilA?.stop(), anvilB?.stop()])
        rmSync(dir, { recursive: true, force: true })
      })

      const TST = () => ({ symbol: 'TST', decimals: 6, address: tst.address })
      const supports = (creator: Address) => `${server.url}/api/creators/${creator}/supports`
      const listed = async (creator: Address): Promise<Support[]> =>
        (await (await fetch(supports(creator))).json()).items
      /** Waits (polling the API, as the page does) until `creator`'s wall satisfies `check`. */
      const wallOf = (creator: Address, check: (items: Support[]) => void) =>
        vi.waitFor(
          async () => {
            const items = await listed(creator)
            check(items)
            return items
          },
          { timeout: 20_000, interval: 100 },
        )
      const mine = (anvil: Anvil, blocks: number) => anvil.rpc('anvil_mine', [`0x${blocks.toString(16)}`])
      const fresh = () => privateKeyToAccount(generatePrivateKey())
      async function fund(anvil: Anvil, account: Address) {
        await anvil.rpc('anvil_setBalance', [account, '0x56bc75e2d63100000'])
      }
      async function pay(anvil: Anvil, from: PrivateKeyAccount, to: Address, value: bigint): Promise<Hash> {
        const wallet = createWalletClient({ account: from, transport: http(anvil.url) })
        const hash = await wallet.sendTransaction({ to, value, chain: null })
        await anvilReceipt(anvil, hash)
        return hash
      }
      async function creatorWithProfile(): Promise<PrivateKeyAccount> {
        const owner = fresh()
        const tab = await server.signedIn(owner)
        expect((await tab(`${server.url}/api/creators/${owner.address}`, json('PUT', profile))).status).toBe(200)
        return owner
      }

      test('default: payments nobody claimed are found once each, with payer, asset and amount; others are not supports', async () => {
        const early = fresh()
        await fund(anvilA, early.address)
        const owner = fresh()
        await fund(anvilA, owner.address)
        // Before the creator's first save: not a support.
        const before = await pay(anvilA, early, owner.address, 1n)
        const tab = await server.signedIn(owner)
        expect((await tab(`${server.url}/api/creators/${owner.address}`, json('PUT', profile))).status).toBe(200)
        const creator = owner.address
        const stranger = fresh()
        await fund(anvilA, stranger.address)
        await fund(anvilB, stranger.address)
        const eth = await pay(anvilA, stranger, creator, 7n)
        const usdc = await tst.transfer(alice.address, creator, 5n * USD)
        const twice = await tst.transferEach(alice.address, [
          { to: creator, value: 2n * USD },
          { to: creator, value: 3n * USD },
        ])
        // Paid by bob on alice's behalf: the log names alice, as a smart account's batch names the account.
        await tst.approve(alice.address, bob.address, 10n * USD)
        const batched = await tst.transferFrom(bob.address, alice.address, creator, 4n * USD)
        const onB = await pay(anvilB, stranger, creator, 11n)
        // Not supports: an unaccepted token, an address without a profile, the creator paying themself.
        await oth.transfer(alice.address, creator, 9n * USD)
        await pay(anvilA, stranger, fresh().address, 13n)
        await pay(anvilA, owner, creator, 17n)
        await Promise.all([mine(anvilA, 3), mine(anvilB, 3)])
        const items = await wallOf(creator, (found) => expect(found.map((s) => [s.txHash, s.amount])).toHaveLength(5))
        expect(payments(items)).toEqual(
          expect.arrayContaining([
            { chainId: CHAIN_A, txHash: eth, from: stranger.address, asset: ETH, amount: '7', note: null },
            { chainId: CHAIN_A, txHash: usdc, from: alice.address, asset: TST(), amount: '5000000', note: null },
            { chainId: CHAIN_A, txHash: twice, from: alice.address, asset: TST(), amount: '5000000', note: null },
            { chainId: CHAIN_A, txHash: batched, from: alice.address, asset: TST(), amount: '4000000', note: null },
            { chainId: CHAIN_B, txHash: onB, from: stranger.address, asset: ETH, amount: '11', note: null },
          ]),
        )
        expect(items.map((s) => s.txHash)).not.toContain(before)
        for (const item of items) {
          const block = await (item.chainId === CHAIN_A ? anvilA : anvilB).rpc<{ timestamp: string }>(
            'eth_getBlockByNumber',
            [`0x${(item.blockNumber as number).toString(16)}`, false],
          )
          expect(item.createdAt).toBe(Number(block.timestamp) * 1000)
        }
        const totals = await (await tab(`${supports(creator)}/totals`)).json()
        expect(totals.totals).toEqual([
          { chainId: CHAIN_A, asset: ETH, count: 1, amount: '7' },
          { chainId: CHAIN_A, asset: TST(), count: 3, amount: '14000000' },
          { chainId: CHAIN_B, asset: ETH, count: 1, amount: '11' },
        ])
        // Another pass over the same blocks changes nothing.
        await mine(anvilA, 3)
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(await listed(creator)).toHaveLength(5)
      }, 60_000)

      test('behavior: a smart account’s batch: its token transfer is a support paid by the account; its native payment, an internal call, is not', async () => {
        const creator = (await creatorWithProfile()).address
        const account = await deployBatchAccount(anvilA, bob.address)
        await tst.mint(account.address, 10n * USD)
        await fund(anvilA, account.address)
        const batch = await account.executeBatch([
          tokenTransferCall(tst.address, creator, 6n * USD),
          { target: creator, value: 1_000n },
          tokenTransferCall(tst.address, alice.address, 1n * USD),
        ])
        await mine(anvilA, 3)
        // Every payment of a transaction is stored with its block at once: once one is listed, the block is indexed.
        const items = await wallOf(creator, (found) => expect(found).toHaveLength(1))
        expect(payments(items)).toEqual([
          { chainId: CHAIN_A, txHash: batch, from: account.address, asset: TST(), amount: '6000000', note: null },
        ])
        // The native payment did reach the creator: it is the indexer that does not see it (README, "Limits").
        expect(BigInt(await anvilA.rpc<string>('eth_getBalance', [creator, 'latest']))).toBe(1_000n)
      })

      test('behavior: a claim before the indexer and one after each make one support with its note; a second claim is 409', async () => {
        const creator = (await creatorWithProfile()).address
        const tab = await server.signedIn(alice)
        const early = await pay(anvilA, alice, creator, 21n)
        // One confirmation only: the indexer has not reached it, the claim does not wait for it.
        const first = await tab(supports(creator), json('POST', { chainId: CHAIN_A, txHash: early, note: 'early' }))
        expect(first.status).toBe(201)
        const late = await pay(anvilA, alice, creator, 22n)
        await mine(anvilA, 3)
        await wallOf(creator, (items) => {
          expect(items).toHaveLength(2)
          expect(items.every((s) => s.blockNumber !== null)).toBe(true)
        })
        const second = await tab(supports(creator), json('POST', { chainId: CHAIN_A, txHash: late, note: 'late' }))
        expect(second.status).toBe(201)
        expect(await second.json()).toMatchObject({ txHash: late, note: 'late', amount: '22' })
        const again = await tab(supports(creator), json('POST', { chainId: CHAIN_A, txHash: late, note: 'again' }))
        expect(again.status).toBe(409)
        expect((await again.json()).error.code).toBe('already-recorded')
        const items = await listed(creator)
        expect(items.map((s) => [s.txHash, s.note, s.amount])).toEqual(
          expect.arrayContaining([
            [early, 'early', '21'],
            [late, 'late', '22'],
          ]),
        )
        expect(items).toHaveLength(2)
      })

      test('behavior: a payment reorganised away before its confirmations never appears; one reorganised deeper is removed and the new block’s payment appears', async () => {
        const creator = (await creatorWithProfile()).address
        const payer = fresh()
        await fund(anvilA, payer.address)
        await mine(anvilA, 3)
        // Shallow: mined, one confirmation, then gone.
        const shallowPoint = await anvilA.rpc<string>('evm_snapshot')
        const shallow = await pay(anvilA, payer, creator, 31n)
        await anvilA.rpc('evm_revert', [shallowPoint])
        // Deep: indexed, then the chain forks below it.
        const deepPoint = await anvilA.rpc<string>('evm_snapshot')
        const deep = await pay(anvilA, payer, creator, 32n)
        await mine(anvilA, 3)
        await wallOf(creator, (items) => expect(items.map((s) => s.txHash)).toEqual([deep]))
        await anvilA.rpc('evm_revert', [deepPoint])
        await mine(anvilA, 1)
        const replacement = await pay(anvilA, payer, creator, 33n)
        await mine(anvilA, 6)
        const items = await wallOf(creator, (found) => expect(found.map((s) => s.txHash)).toEqual([replacement]))
        expect(items[0]?.amount).toBe('33')
        expect(items.map((s) => s.txHash)).not.toContain(shallow)
      })
    })
  }
}
