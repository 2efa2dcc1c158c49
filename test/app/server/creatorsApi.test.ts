import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import { deployReverting } from '../../adapters/chainReader/useAnvil'
import { anvilReceipt, freePort, startAnvil, type Anvil } from '../../support/anvil'
import {
  CREATORS_CHAIN_ID,
  CREATORS_ORIGIN,
  type ServedCreatorsApi,
  serveCreatorsApi,
  type Tab,
} from '../../support/creatorsServer'
import { createTestDatabase } from '../../support/postgres'
import { alice, bob } from '../../support/siweSigning'

// The creators API as npm start serves it (createServerApp over openStateStores), on a real anvil chain.
const ORIGIN = CREATORS_ORIGIN
const CHAIN_ID = CREATORS_CHAIN_ID

const profile = {
  displayName: 'Ada',
  bio: 'Engines and poems.',
  links: [{ label: 'Site', url: 'https://ada.example/' }],
  accentColor: '#1A2B3C',
  suggestedAmounts: { ETH: ['0.01'] },
  thankYou: 'Thanks!',
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

/** A fresh account: a creator nobody has touched yet (signing in needs no funds). */
const freshAccount = () => privateKeyToAccount(generatePrivateKey())

async function errorOf(res: Response): Promise<Record<string, unknown>> {
  return ((await res.json()) as { error: Record<string, unknown> }).error
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`creators API over ${kind} (real server, real anvil chain)`, () => {
    let anvil: Anvil
    let server: ServedCreatorsApi
    const dir = mkdtempSync(join(tmpdir(), 'creators-api-state-'))

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CHAIN_ID })
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      server = await serveCreatorsApi(state, anvil.url)
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      await anvil?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    /** Sends `value` wei from `from` to `to` and, with automine on, waits until it is mined. */
    async function send(from: LocalAccount, to: Address, value: bigint, extra: { gas?: bigint } = {}): Promise<Hash> {
      const wallet = createWalletClient({ account: from, transport: http(anvil.url) })
      return wallet.sendTransaction({ to, value, chain: null, ...extra })
    }

    async function mined(hash: Hash): Promise<Hash> {
      await anvilReceipt(anvil, hash)
      return hash
    }

    const supports = (creator: Address) => `${server.url}/api/creators/${creator}/supports`
    const claim = (tab: Tab | typeof fetch, creator: Address, txHash: Hash, extra: Record<string, unknown> = {}) =>
      tab(supports(creator), json('POST', { chainId: CHAIN_ID, txHash, note: 'Keep going!', ...extra }))

    describe('GET and PUT /api/creators/:address', () => {
      test('default: 404 before a profile, 200 after the owner saves it, under any spelling of the address', async () => {
        const creator = freshAccount()
        const url = `${server.url}/api/creators/${creator.address.toLowerCase()}`
        const missing = await fetch(url)
        expect(missing.status).toBe(404)
        expect(missing.headers.get('cache-control')).toBe('no-store')
        expect(await errorOf(missing)).toEqual({ code: 'not-found', message: 'This creator has no profile' })
        const tab = await server.signedIn(creator)
        const put = await tab(url, json('PUT', { ...profile, displayName: '  Ada  ', unknown: 1 }))
        expect(put.status).toBe(200)
        expect(put.headers.get('cache-control')).toBe('no-store')
        const stored = await put.json()
        expect(stored).toEqual({
          address: creator.address,
          ...profile,
          accentColor: '#1a2b3c',
          goal: null,
          goalProgress: null,
          updatedAt: expect.any(Number),
        })
        const upper = `0x${creator.address.slice(2).toUpperCase()}`
        const read = await fetch(`${server.url}/api/creators/${upper}`)
        expect(read.status).toBe(200)
        expect(await read.json()).toEqual(stored)
      })

      test('parameters: an address that is not one is 400 invalid-address', async () => {
        for (const bad of ['0x123', 'vitalik.eth', `0x${'g'.repeat(40)}`]) {
          const res = await fetch(`${server.url}/api/creators/${bad}`)
          expect(res.status).toBe(400)
          expect((await errorOf(res)).code).toBe('invalid-address')
        }
      })

      test('behavior: without a live session PUT is 401: no cookie, a malformed one, a forged one, a logged-out one', async () => {
        const creator = freshAccount()
        const url = `${server.url}/api/creators/${creator.address}`
        const cookies = ['', 'cs_session=not a session!', `cs_session=${'A'.repeat(43)}`]
        for (const cookie of cookies) {
          const res = await fetch(url, {
            ...json('PUT', profile),
            headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
          })
          expect(res.status).toBe(401)
          expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: 'No live session' })
        }
        const tab = await server.signedIn(creator)
        const session = tab.cookies.get('cs_session')!
        await tab(`${server.url}/api/auth/logout`, { method: 'POST' })
        tab.cookies.set('cs_session', session)
        expect((await tab(url, json('PUT', profile))).status).toBe(401)
        expect((await fetch(url)).status).toBe(404)
      })

      test("behavior: bob signed in cannot edit alice's profile (403 not-owner), and it stays as she saved it", async () => {
        const url = `${server.url}/api/creators/${alice.address}`
        const mine = await (await (await server.signedIn(alice))(url, json('PUT', profile))).json()
        const res = await (await server.signedIn(bob))(url, json('PUT', { ...profile, displayName: 'Bob was here' }))
        expect(res.status).toBe(403)
        expect(await errorOf(res)).toEqual({
          code: 'not-owner',
          message: "Only the creator can change the creator's page",
        })
        expect(await (await fetch(url)).json()).toEqual(mine)
      })

      test('behavior: an invalid profile is 400 invalid-profile naming the first field and listing every problem', async () => {
        const creator = freshAccount()
        const tab = await server.signedIn(creator)
        const res = await tab(
          `${server.url}/api/creators/${creator.address}`,
          json('PUT', { ...profile, displayName: '', accentColor: 'red' }),
        )
        expect(res.status).toBe(400)
        expect(await errorOf(res)).toEqual({
          code: 'invalid-profile',
          message: 'Some profile fields cannot be stored',
          field: 'displayName',
          problems: [
            { field: 'displayName', code: 'displayNameLength', params: { max: 50 } },
            { field: 'accentColor', code: 'accentColorFormat' },
          ],
        })
      })

      test('behavior: the write guards: another origin, cross-site fetch metadata, repeated keys, unpaired surrogates, a blank name, a body too large', async () => {
        const creator = freshAccount()
        const tab = await server.signedIn(creator)
        const url = `${server.url}/api/creators/${creator.address}`
        const cookie = `cs_session=${tab.cookies.get('cs_session')}`
        const headers = { 'content-type': 'application/json', cookie }
        const body = JSON.stringify(profile)
        const evil = await fetch(url, { method: 'PUT', headers: { ...headers, origin: 'https://evil.example' }, body })
        expect(evil.status).toBe(403)
        expect((await errorOf(evil)).code).toBe('forbidden-origin')
        const crossSite = await fetch(url, {
          method: 'PUT',
          headers: { ...headers, 'sec-fetch-site': 'cross-site' },
          body,
        })
        expect(crossSite.status).toBe(403)
        const repeated = await tab(url, json('PUT', '{"displayName":"Ada","displayName":"Eve"}'))
        expect(repeated.status).toBe(400)
        expect(await errorOf(repeated)).toEqual({
          code: 'invalid-body',
          message: 'The body repeats the member "displayName"',
        })
        // Fifty unpaired surrogates passed the 50-character check and were stored as 150 characters.
        for (const lone of [{ displayName: '\ud800'.repeat(50) }, { thankYou: 'A\udc00B' }]) {
          const surrogate = await tab(url, json('PUT', { ...profile, ...lone }))
          expect(surrogate.status).toBe(400)
          expect(await errorOf(surrogate)).toEqual({
            code: 'invalid-body',
            message: 'The body holds an unpaired surrogate (not Unicode text)',
          })
        }
        const blank = await tab(url, json('PUT', { ...profile, displayName: '\u3164\u200b' }))
        expect(blank.status).toBe(400)
        expect(await errorOf(blank)).toMatchObject({
          code: 'invalid-profile',
          field: 'displayName',
          message: 'Some profile fields cannot be stored',
        })
        const large = await tab(url, json('PUT', { ...profile, bio: 'x'.repeat(20_000) }))
        expect(large.status).toBe(413)
        expect((await fetch(url)).status).toBe(404)
      })
    })

    describe('POST /api/creators/:address/supports', () => {
      test('default: 201 the note for a mined payment from the signed-in supporter; listed; 409 already-recorded after', async () => {
        const creator = freshAccount().address
        const hash = await mined(await send(alice, creator, 123_000n))
        const tab = await server.signedIn(alice)
        const res = await claim(tab, creator, hash, { note: '  Keep going!  ' })
        expect(res.status).toBe(201)
        expect(res.headers.get('cache-control')).toBe('no-store')
        const note = await res.json()
        expect(note).toEqual({
          chainId: CHAIN_ID,
          txHash: hash.toLowerCase(),
          from: alice.address,
          asset: { symbol: 'ETH', decimals: 18, address: null },
          amount: '123000',
          note: 'Keep going!',
          createdAt: expect.any(Number),
          blockNumber: expect.any(Number),
          hidden: false,
        })
        expect(await (await fetch(supports(creator))).json()).toEqual({ items: [note], nextCursor: null })
        const again = await claim(tab, creator, hash)
        expect(again.status).toBe(409)
        expect(await errorOf(again)).toEqual({
          code: 'already-recorded',
          message: 'A note is already recorded for this transaction',
        })
        // The hash in upper case is the same transaction.
        const upper = `0x${hash.slice(2).toUpperCase()}` as Hash
        expect((await claim(tab, creator, upper)).status).toBe(409)
      })

      test('behavior: 401 without a live session, before the chain is read', async () => {
        const creator = freshAccount().address
        const hash = await mined(await send(alice, creator, 1n))
        const res = await fetch(supports(creator), {
          ...json('POST', { chainId: CHAIN_ID, txHash: hash, note: '' }),
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `cs_session=${'B'.repeat(43)}` },
        })
        expect(res.status).toBe(401)
        expect((await fetch(supports(creator)).then((r) => r.json())).items).toEqual([])
      })

      test('behavior: 422 tx-mismatch for a payment sent by someone else, to someone else, of nothing, or that failed', async () => {
        const creator = freshAccount().address
        const tab = await server.signedIn(alice)
        const byBob = await mined(await send(bob, creator, 5n))
        const toBob = await mined(await send(alice, bob.address, 5n))
        const nothing = await mined(await send(alice, creator, 0n))
        const reverting = await deployReverting(anvil)
        const failed = await mined(await send(alice, reverting, 5n, { gas: 100_000n }))
        const cases = [
          [creator, byBob, 'another-sender', 'The transaction was not sent by the signed-in account'],
          [creator, toBob, 'another-recipient', 'The transaction does not pay this creator'],
          [creator, nothing, 'zero-value', 'The transaction carries no value'],
          [reverting, failed, 'failed', 'The transaction failed'],
        ] as const
        for (const [to, hash, reason, message] of cases) {
          const res = await claim(tab, to, hash)
          expect(res.status).toBe(422)
          expect(await errorOf(res)).toEqual({ code: 'tx-mismatch', message, reason })
        }
        const elsewhere = await claim(tab, creator, byBob, { chainId: 5 })
        expect(elsewhere.status).toBe(422)
        expect((await errorOf(elsewhere)).reason).toBe('unconfigured-chain')
        expect((await (await fetch(supports(creator))).json()).items).toEqual([])
      })

      test('behavior: 409 tx-pending while the payment is not mined, 201 once it is', async () => {
        const creator = freshAccount().address
        const tab = await server.signedIn(alice)
        await anvil.rpc('evm_setAutomine', [false])
        let hash: Hash
        try {
          hash = await send(alice, creator, 42n)
          const pending = await claim(tab, creator, hash)
          expect(pending.status).toBe(409)
          expect(await errorOf(pending)).toEqual({
            code: 'tx-pending',
            message: 'The transaction is not mined yet, please retry',
          })
          await anvil.rpc('evm_mine')
        } finally {
          await anvil.rpc('evm_setAutomine', [true])
        }
        await mined(hash)
        expect((await claim(tab, creator, hash)).status).toBe(201)
      })

      test('behavior: a hash the node never saw is tx-pending; a malformed body or note is 400', async () => {
        const creator = freshAccount().address
        const tab = await server.signedIn(alice)
        const unknown = `0x${'ab'.repeat(32)}` as Hash
        expect((await claim(tab, creator, unknown)).status).toBe(409)
        const badHash = await claim(tab, creator, '0x1234' as Hash)
        expect(badHash.status).toBe(400)
        expect(await errorOf(badHash)).toMatchObject({ code: 'invalid-body', field: 'txHash' })
        const badChain = await claim(tab, creator, unknown, { chainId: '31337' })
        expect(await errorOf(badChain)).toMatchObject({ code: 'invalid-body', field: 'chainId' })
        const longNote = await claim(tab, creator, unknown, { note: 'x'.repeat(141) })
        expect(longNote.status).toBe(400)
        expect(await errorOf(longNote)).toEqual({
          code: 'invalid-note',
          message: 'The note cannot be stored',
          field: 'note',
          problems: [{ field: 'note', code: 'noteLength', params: { max: 140 } }],
        })
        const notJson = await tab(supports(creator), { method: 'POST', body: 'chainId=1' })
        expect((await errorOf(notJson)).code).toBe('invalid-body')
      })
    })

    describe('GET and PATCH the supports of a creator', () => {
      test('default: pages of 20 newest first; a malformed cursor is 400 invalid-cursor', async () => {
        const creator = freshAccount().address
        const tab = await server.signedIn(alice)
        for (let i = 0; i < 22; i++) {
          expect((await claim(tab, creator, await mined(await send(alice, creator, BigInt(i + 1))))).status).toBe(201)
        }
        const first = (await (await fetch(supports(creator))).json()) as {
          items: { amount: string }[]
          nextCursor: string
        }
        expect(first.items.map((n) => n.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(22 - i)))
        const second = await (await fetch(`${supports(creator)}?cursor=${encodeURIComponent(first.nextCursor)}`)).json()
        expect(second).toMatchObject({ items: [{ amount: '2' }, { amount: '1' }], nextCursor: null })
        const bad = await fetch(`${supports(creator)}?cursor=nonsense`)
        expect(bad.status).toBe(400)
        expect((await errorOf(bad)).code).toBe('invalid-cursor')
      })

      test('behavior: the owner hides a note: visitors no longer see it, the owner sees it marked; bob and strangers cannot', async () => {
        const owner = freshAccount()
        const creator = owner.address
        const supporter = await server.signedIn(alice)
        const hash = await mined(await send(alice, creator, 7n))
        expect((await claim(supporter, creator, hash)).status).toBe(201)
        const noteUrl = `${supports(creator)}/${CHAIN_ID}/${hash}`

        const byBob = await (await server.signedIn(bob))(noteUrl, json('PATCH', { hidden: true }))
        expect(byBob.status).toBe(403)
        expect((await errorOf(byBob)).code).toBe('not-owner')
        // The supporter is not the owner either.
        expect((await supporter(noteUrl, json('PATCH', { hidden: true }))).status).toBe(403)
        const anonymous = await fetch(noteUrl, { ...json('PATCH', { hidden: true }), headers: { origin: ORIGIN } })
        expect(anonymous.status).toBe(401)
        expect((await (await fetch(supports(creator))).json()).items).toHaveLength(1)

        const tab = await server.signedIn(owner)
        const hidden = await tab(noteUrl, json('PATCH', { hidden: true }))
        expect(hidden.status).toBe(200)
        expect(await hidden.json()).toMatchObject({ txHash: hash.toLowerCase(), hidden: true })
        expect((await (await fetch(supports(creator))).json()).items).toEqual([])
        expect((await (await supporter(supports(creator))).json()).items).toEqual([])
        const own = (await (await tab(supports(creator))).json()) as { items: { hidden: boolean }[] }
        expect(own.items).toMatchObject([{ hidden: true }])
        expect((await tab(noteUrl, json('PATCH', { hidden: 'yes' }))).status).toBe(400)
        expect((await tab(noteUrl, json('PATCH', { hidden: false }))).status).toBe(200)
        expect((await (await fetch(supports(creator))).json()).items).toHaveLength(1)
      })

      test('behavior: totals per chain for the owner only (hidden notes count); 401 without a session, 403 for bob', async () => {
        const owner = freshAccount()
        const creator = owner.address
        const totals = `${supports(creator)}/totals`
        const mine = await server.signedIn(owner)
        expect(await (await mine(totals)).json()).toEqual({ totals: [] })
        const supporter = await server.signedIn(alice)
        const first = await mined(await send(alice, creator, 5n))
        const second = await mined(await send(alice, creator, 1_000_000_000_000_000_000n))
        expect((await claim(supporter, creator, first)).status).toBe(201)
        expect((await claim(supporter, creator, second)).status).toBe(201)
        expect((await mine(`${supports(creator)}/${CHAIN_ID}/${first}`, json('PATCH', { hidden: true }))).status).toBe(
          200,
        )
        const res = await mine(totals)
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('no-store')
        const eth = { symbol: 'ETH', decimals: 18, address: null }
        expect(await res.json()).toEqual({
          totals: [{ chainId: CHAIN_ID, asset: eth, count: 2, amount: '1000000000000000005' }],
        })
        const anonymous = await fetch(totals)
        expect(anonymous.status).toBe(401)
        expect((await errorOf(anonymous)).code).toBe('unauthenticated')
        const byBob = await (await server.signedIn(bob))(totals)
        expect(byBob.status).toBe(403)
        expect((await errorOf(byBob)).code).toBe('not-owner')
        expect((await supporter(totals)).status).toBe(403)
      })

      test('default: GET one note, a receipt, for anyone; its hash in any case; 404 for an unknown one', async () => {
        const creator = freshAccount().address
        const hash = await mined(await send(alice, creator, 11n))
        const recorded = await (await claim(await server.signedIn(alice), creator, hash)).json()
        const res = await fetch(`${supports(creator.toLowerCase() as Address)}/${CHAIN_ID}/${hash}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(await res.json()).toEqual(recorded)
        const upper = `0x${hash.slice(2).toUpperCase()}`
        expect(await (await fetch(`${supports(creator)}/${CHAIN_ID}/${upper}`)).json()).toEqual(recorded)
        const other = freshAccount().address
        for (const path of [`${supports(other)}/${CHAIN_ID}/${hash}`, `${supports(creator)}/1/${hash}`]) {
          const missing = await fetch(path)
          expect(missing.status).toBe(404)
          expect(await errorOf(missing)).toEqual({
            code: 'not-found',
            message: 'This creator has no note for that transaction',
          })
        }
      })

      test("behavior: a hidden note's text reaches only the owner: not a visitor, the supporter or bob", async () => {
        const owner = freshAccount()
        const creator = owner.address
        const hash = await mined(await send(alice, creator, 9n))
        const supporter = await server.signedIn(alice)
        expect((await claim(supporter, creator, hash, { note: 'For the owner only' })).status).toBe(201)
        const mine = await server.signedIn(owner)
        const noteUrl = `${supports(creator)}/${CHAIN_ID}/${hash}`
        expect((await mine(noteUrl, json('PATCH', { hidden: true }))).status).toBe(200)
        const withheld = {
          txHash: hash.toLowerCase(),
          amount: '9',
          asset: { symbol: 'ETH', decimals: 18, address: null },
          note: '',
          hidden: true,
        }
        for (const tab of [fetch, supporter, await server.signedIn(bob)]) {
          const res = await tab(noteUrl)
          expect(res.status).toBe(200)
          expect(await res.json()).toMatchObject(withheld)
        }
        expect(await (await mine(noteUrl)).json()).toMatchObject({ ...withheld, note: 'For the owner only' })
      })

      test('parameters: a malformed address, chain id or hash is 400, naming the part', async () => {
        const creator = freshAccount().address
        const hash = `0x${'cd'.repeat(32)}`
        const cases = [
          [`${server.url}/api/creators/0x12/supports/${CHAIN_ID}/${hash}`, 'invalid-address', undefined],
          [`${supports(creator)}/x/${hash}`, 'invalid-path', 'chainId'],
          [`${supports(creator)}/0/${hash}`, 'invalid-path', 'chainId'],
          [`${supports(creator)}/${CHAIN_ID}/0x12`, 'invalid-path', 'txHash'],
        ] as const
        for (const [url, code, field] of cases) {
          const res = await fetch(url)
          expect(res.status).toBe(400)
          const error = await errorOf(res)
          expect(error.code).toBe(code)
          expect(error.field).toBe(field)
        }
      })

      test("behavior: 404 for a note the creator does not have, another creator's note included", async () => {
        const first = freshAccount()
        const second = freshAccount()
        const hash = await mined(await send(alice, first.address, 3n))
        expect((await claim(await server.signedIn(alice), first.address, hash)).status).toBe(201)
        const tab = await server.signedIn(second)
        for (const path of [`${CHAIN_ID}/${hash}`, `1/${hash}`, `${CHAIN_ID}/0x12`, `x/${hash}`]) {
          const res = await tab(`${supports(second.address)}/${path}`, json('PATCH', { hidden: true }))
          expect(res.status).toBe(404)
          expect((await errorOf(res)).code).toBe('not-found')
        }
        expect((await (await fetch(supports(first.address))).json()).items).toHaveLength(1)
      })
    })
  })
}

describe('creators API with an RPC that never answers', () => {
  let hung: Server
  const sockets = new Set<Socket>()
  let server: ServedCreatorsApi

  beforeAll(async () => {
    const port = await freePort()
    hung = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', resolve))
    server = await serveCreatorsApi({ kind: 'memory' }, `http://127.0.0.1:${port}`, { rpcDeadlineMs: 500 })
  })

  afterAll(async () => {
    await server?.close()
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => hung.close(resolve))
  })

  test('behavior: a claim answers 503 rpc-unavailable within the deadline, and nothing is recorded', async () => {
    const creator = freshAccount().address
    const tab = await server.signedIn(alice)
    const logged = console.error
    console.error = () => {}
    try {
      const started = Date.now()
      const res = await tab(
        `${server.url}/api/creators/${creator}/supports`,
        json('POST', { chainId: CHAIN_ID, txHash: `0x${'cd'.repeat(32)}`, note: '' }),
      )
      expect(res.status).toBe(503)
      expect(await errorOf(res)).toEqual({
        code: 'rpc-unavailable',
        message: 'The chain cannot be read right now, please retry',
      })
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      console.error = logged
    }
    expect((await server.stores.creatorStore.listSupports(creator)).items).toEqual([])
  })
})
