import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpCreatorsApi, ProfileRejectedError } from '../../../src/adapters/http/httpCreatorsApi'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { CREATORS_CHAIN_ID, type CreatorsServer, startCreatorsServer, type Tab } from '../../support/creatorsServer'
import { alice, bob } from '../../support/siweSigning'

const profile: CreatorProfile = {
  displayName: 'Ada',
  bio: 'Engines\nand poems.',
  links: [{ label: 'Site', url: 'https://ada.example/' }],
  accentColor: '#1a2b3c',
  suggestedAmounts: { ETH: ['0.01', '0.05'] },
  thankYou: 'Thanks!',
}
const NOTE_KEYS = ['chainId', 'txHash', 'from', 'asset', 'amount', 'note', 'createdAt', 'blockNumber', 'hidden']
const fresh = () => privateKeyToAccount(generatePrivateKey())

let server: CreatorsServer
let odd: Server
let oddUrl: string
/** Answers each path with the body it names, as a broken or hostile server would. */
const ODD: Record<string, [number, string]> = {
  '/html/api/creators/0x0000000000000000000000000000000000000001': [200, '<html>'],
  '/profile/api/creators/0x0000000000000000000000000000000000000001': [
    200,
    JSON.stringify({ address: '0x1', updatedAt: 1, ...profile, links: [{ label: 'x', url: 'javascript:alert(1)' }] }),
  ],
  '/notes/api/creators/0x0000000000000000000000000000000000000001/supports': [
    200,
    JSON.stringify({ items: [{ chainId: 1, txHash: '0x12', from: '0x1', value: '-1', note: 1 }], nextCursor: null }),
  ],
  '/asset/api/creators/0x0000000000000000000000000000000000000001/supports': [
    200,
    JSON.stringify({
      items: [
        {
          chainId: 1,
          txHash: `0x${'1'.repeat(64)}`,
          from: '0x0000000000000000000000000000000000000002',
          asset: { symbol: 'USDC', decimals: 6, address: '0x12' },
          amount: '5',
          note: '',
          createdAt: 1,
          hidden: false,
        },
      ],
      nextCursor: null,
    }),
  ],
  '/total/api/creators/0x0000000000000000000000000000000000000001/supports/totals': [
    200,
    JSON.stringify({
      totals: [{ chainId: 1, asset: { symbol: 'ETH', decimals: 18, address: null }, count: 1, amount: '1.5' }],
    }),
  ],
  '/notes/api/creators/0x0000000000000000000000000000000000000001/supports/1/0x12': [
    200,
    JSON.stringify({ chainId: 1, txHash: '0x12', from: '0x1', value: '1', note: '', createdAt: 1, hidden: false }),
  ],
  '/gone/api/creators/0x0000000000000000000000000000000000000001': [404, '{"error":{"code":"gone","message":"Gone"}}'],
}

beforeAll(async () => {
  server = await startCreatorsServer()
  odd = createServer((req, res) => {
    if (req.url?.startsWith('/hang/')) return // never answers
    const [status, body] = ODD[req.url ?? ''] ?? [500, 'boom']
    res.writeHead(status, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await server?.close()
  odd?.closeAllConnections()
  await new Promise((resolve) => odd?.close(resolve))
})

const client = (tab: Tab | typeof fetch = fetch) => new HttpCreatorsApi({ baseUrl: server.url, fetch: tab })

describe('HttpCreatorsApi against the real creators API', () => {
  test('default: no profile is null; the owner saves one and anyone reads it back, checksummed', async () => {
    const owner = fresh()
    expect(await client().getProfile(owner.address)).toBeNull()
    const lower = owner.address.toLowerCase() as Address
    const saved = await client(await server.signedIn(owner)).putProfile(lower, profile)
    expect(saved).toEqual({ ...profile, address: owner.address, updatedAt: expect.any(Number) })
    expect(await client().getProfile(lower)).toEqual(saved)
  })

  test('behavior: refusals carry the server code; an invalid profile lists every problem with its field', async () => {
    const owner = fresh()
    await expect(client().putProfile(owner.address, profile)).rejects.toMatchObject({ code: 'unauthenticated' })
    const asBob = client(await server.signedIn(bob))
    await expect(asBob.putProfile(owner.address, profile)).rejects.toMatchObject({
      code: 'not-owner',
      shortMessage: "Only the creator can change the creator's page",
      details: 'HTTP 403',
    })
    const bad = { ...profile, displayName: '', links: [{ label: 'x', url: 'http://a.example/' }] }
    const rejected = client(await server.signedIn(owner)).putProfile(owner.address, bad)
    await expect(rejected).rejects.toBeInstanceOf(ProfileRejectedError)
    const err = (await rejected.catch((e: unknown) => e)) as ProfileRejectedError
    expect(err.code).toBe('invalid-profile')
    expect(err.problems.map((p) => p.field)).toEqual(['displayName', 'links.0.url'])
    expect(err.problems.map((p) => p.code)).toEqual(['displayNameLength', 'linkUrlNotHttps'])
  })

  test('behavior: a supporter records a note; visitors list it; the owner hides it, sees it marked, and totals count it', async () => {
    const owner = fresh()
    const hash = await server.pay(alice, owner.address, 42n)
    const supporter = client(await server.signedIn(alice))
    const note = await supporter.submitClaim(owner.address, { chainId: CREATORS_CHAIN_ID, txHash: hash, note: 'Hi' })
    expect(Object.keys(note).sort()).toEqual([...NOTE_KEYS].sort())
    expect(note).toMatchObject({
      from: alice.address,
      asset: { symbol: 'ETH', decimals: 18, address: null },
      amount: '42',
      note: 'Hi',
      hidden: false,
    })
    await expect(
      supporter.submitClaim(owner.address, { chainId: CREATORS_CHAIN_ID, txHash: hash, note: 'Again' }),
    ).rejects.toMatchObject({ code: 'already-recorded' })
    expect(await client().listSupports(owner.address)).toEqual({ items: [note], nextCursor: null })

    const mine = client(await server.signedIn(owner))
    await expect(supporter.setSupportHidden(owner.address, CREATORS_CHAIN_ID, hash, true)).rejects.toMatchObject({
      code: 'not-owner',
    })
    expect(await mine.setSupportHidden(owner.address, CREATORS_CHAIN_ID, hash, true)).toEqual({ ...note, hidden: true })
    expect((await client().listSupports(owner.address)).items).toEqual([])
    expect((await mine.listSupports(owner.address)).items).toEqual([{ ...note, hidden: true }])
    expect(await mine.supportTotals(owner.address)).toEqual([
      { chainId: CREATORS_CHAIN_ID, asset: { symbol: 'ETH', decimals: 18, address: null }, count: 1, amount: '42' },
    ])
    expect(await client().getSupport(owner.address, CREATORS_CHAIN_ID, hash)).toEqual({
      ...note,
      hidden: true,
      note: '',
    })
    expect(await mine.getSupport(owner.address, CREATORS_CHAIN_ID, hash)).toEqual({ ...note, hidden: true })
    expect(await client().getSupport(bob.address, CREATORS_CHAIN_ID, hash)).toBeNull()
    await expect(supporter.supportTotals(owner.address)).rejects.toMatchObject({ code: 'not-owner' })
  })

  test('behavior: a claim for a payment to someone else is tx-mismatch with the reason in the details', async () => {
    const hash = await server.pay(alice, bob.address, 1n)
    const claim = { chainId: CREATORS_CHAIN_ID, txHash: hash, note: '' }
    const refused = client(await server.signedIn(alice)).submitClaim(fresh().address, claim)
    await expect(refused).rejects.toMatchObject({ code: 'tx-mismatch', details: expect.stringMatching(/^HTTP 422: ./) })
  })

  test('behavior: pages follow the cursor the server handed out', async () => {
    const owner = fresh()
    const supporter = client(await server.signedIn(alice))
    const hashes: Hash[] = []
    for (let i = 0; i < 21; i++) hashes.push(await server.pay(alice, owner.address, BigInt(i + 1)))
    for (const txHash of hashes)
      await supporter.submitClaim(owner.address, { chainId: CREATORS_CHAIN_ID, txHash, note: '' })
    const first = await client().listSupports(owner.address)
    expect(first.items).toHaveLength(20)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await client().listSupports(owner.address, first.nextCursor ?? undefined)
    expect(second).toEqual({ items: [expect.objectContaining({ amount: '1' })], nextCursor: null })
  }, 60_000)
})

describe('HttpCreatorsApi against a server that misbehaves', () => {
  const at = (prefix: string, timeoutMs?: number) => new HttpCreatorsApi({ baseUrl: `${oddUrl}/${prefix}`, timeoutMs })
  const someone = '0x0000000000000000000000000000000000000001' as Address

  test('behavior: HTML, a profile that fails validation, and a malformed note are bad-response', async () => {
    await expect(at('html').getProfile(someone)).rejects.toMatchObject({ code: 'bad-response' })
    await expect(at('profile').getProfile(someone)).rejects.toMatchObject({
      code: 'bad-response',
      shortMessage: 'The creators API answered with an unexpected body',
    })
    await expect(at('notes').listSupports(someone)).rejects.toMatchObject({ code: 'bad-response' })
    await expect(at('asset').listSupports(someone)).rejects.toMatchObject({ code: 'bad-response' })
    await expect(at('total').supportTotals(someone)).rejects.toMatchObject({ code: 'bad-response' })
    await expect(at('notes').getSupport(someone, 1, '0x12' as Hash)).rejects.toMatchObject({ code: 'bad-response' })
  })

  test('behavior: a 404 other than not-found rejects; a plain-text 500 is http-500; a hang times out', async () => {
    await expect(at('gone').getProfile(someone)).rejects.toMatchObject({ code: 'gone', shortMessage: 'Gone' })
    await expect(at('boom').getProfile(someone)).rejects.toMatchObject({ code: 'http-500' })
    await expect(at('hang', 200).getProfile(someone)).rejects.toMatchObject({
      code: 'timeout',
      shortMessage: 'The creators API did not answer in time',
    })
  })
})
