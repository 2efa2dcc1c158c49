import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { newWebhookSecret } from '../../../src/adapters/server/webhooks/webhookSecret'
import type { WebhookWorker } from '../../../src/adapters/server/webhooks/webhookWorker'
import type { Support } from '../../../src/domain/support/support'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { openStateStores, type StateStores } from '../../../src/app/server/openStateStores'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import { startWebhookDelivery } from '../../../src/app/server/startWebhookDelivery'
import type { FoundSupport } from '../../../src/ports/supportLedger'
import { createTestDatabase } from '../../support/postgres'
import { silentTelemetry } from '../../support/silentTelemetry'
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../support/webhookReceiver'

// The outbox as every state store fills it (memory, SQLite, PostgreSQL through openStateStores, as npm start opens
// them), sent by the real worker to a real receiver: an event is one support's, keyed as the support is.
const ORIGIN = 'https://studio.example'
const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const CHAIN = 31337
const TX = `0x${'ab'.repeat(32)}` as Hash
const BLOCK = { number: 11n, hash: `0x${'11'.repeat(32)}` as Hash }

const paid = (asset: Support['asset'], amount: string): FoundSupport => ({
  creator: CREATOR,
  support: {
    chainId: CHAIN,
    txHash: TX,
    from: PAYER,
    asset,
    amount,
    note: null,
    createdAt: 11_000,
    blockNumber: 11,
    hidden: false,
  },
  blockHash: BLOCK.hash,
})
// One transaction that pays the creator in ETH (its value) and in USDC (a transfer).
const ETH_PAID = paid({ symbol: 'ETH', decimals: 18, address: null }, '1000000000000000')
const USDC_PAID = paid({ symbol: 'USDC', decimals: 6, address: USDC }, '5000000')

type Body = { type: string; data: Support & { receiptUrl: string } }

for (const kind of ['memory', 'sqlite', 'postgres'] as const) {
  describe(`support webhook events over ${kind}`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'support-events-'))
    let stores: StateStores
    let worker: WebhookWorker | undefined
    let receiver: WebhookReceiver | undefined

    afterEach(async () => {
      await worker?.stop()
      await receiver?.close()
      await stores?.close()
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    async function open(): Promise<{ secret: string; endpointId: string }> {
      const state: StateConfig =
        kind === 'memory'
          ? { kind }
          : kind === 'sqlite'
            ? { kind, file: join(dir, `${Math.random().toString(36).slice(2)}.db`) }
            : { kind, url: await createTestDatabase() }
      stores = await openStateStores(state)
      receiver = await startWebhookReceiver()
      const secret = newWebhookSecret()
      const endpoint = await stores.webhookStore.addEndpoint(CREATOR, { id: 'ep_one', url: receiver.url, secret }, 1)
      if (endpoint === 'limit') throw new Error('no endpoint')
      worker = startWebhookDelivery({
        config: { appOrigin: ORIGIN, webhooks: { allowPrivate: true, retryScheduleMs: [50, 50, 50] } },
        stores,
        telemetry: silentTelemetry,
        log: { warn: () => {}, error: (message: string) => console.error(message) },
        pollMs: 25,
      })
      return { secret, endpointId: endpoint.id }
    }

    const advance = async () => {
      expect(await stores.supportLedger.holdLease(CHAIN, 'indexer', Date.now(), 60_000)).toBe(true)
      return stores.supportLedger.advance(CHAIN, 'indexer', [BLOCK], [ETH_PAID, USDC_PAID])
    }

    /** The endpoint's deliveries, newest first, once none is pending. */
    async function settled(endpointId: string) {
      for (;;) {
        const rows = (await stores.webhookStore.listDeliveries(CREATOR, endpointId)) ?? []
        if (rows.every((row) => row.status !== 'pending')) {
          expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'succeeded'))
          return rows
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }

    test('behavior: a transaction paying in ETH and USDC sends two support.created, each with its own support, each id kept on retry', async () => {
      const { secret, endpointId } = await open()
      // Each webhook-id fails once, then is taken: its retry must carry the same id and the same support.
      const seen = new Set<string>()
      receiver!.answer((_, request) => {
        const first = !seen.has(request.id)
        seen.add(request.id)
        return { status: first ? 500 : 200 }
      })
      expect(await advance()).toEqual({ inserted: [ETH_PAID, USDC_PAID] })
      const got = await receiver!.waitFor(4)
      const bodies = got.map((request) => ({ id: request.id, body: verifyWebhook(secret, request) as Body }))
      const byId = new Map<string, typeof bodies>()
      for (const sent of bodies) byId.set(sent.id, [...(byId.get(sent.id) ?? []), sent])
      expect(byId.size).toBe(2)
      const sent = [...byId.values()].map((attempts) => {
        expect(attempts).toHaveLength(2)
        expect(attempts[1]!.body).toEqual(attempts[0]!.body)
        return attempts[0]!.body
      })
      expect(sent.map((body) => body.type)).toEqual(['support.created', 'support.created'])
      const bySymbol = Object.fromEntries(sent.map((body) => [body.data.asset.symbol, body.data]))
      expect(bySymbol.ETH).toMatchObject({ ...ETH_PAID.support, txHash: TX.toLowerCase() })
      expect(bySymbol.USDC).toMatchObject({ ...USDC_PAID.support, txHash: TX.toLowerCase() })

      // The pass replayed (a crash before the cursor's next move): the supports are known, nothing more is queued.
      expect(await advance()).toEqual({ inserted: [] })
      const rows = await settled(endpointId)
      expect(rows.map((row) => row.eventType)).toEqual(['support.created', 'support.created'])
    })

    test("behavior: a claim's note on the USDC support is noted with the USDC support, not the transaction's first", async () => {
      const { secret, endpointId } = await open()
      await advance()
      await receiver!.waitFor(2)
      const claim = { ...USDC_PAID.support, note: 'For the USDC part', createdAt: 20_000 }
      expect(await stores.creatorStore.attachNote(CREATOR, claim)).toBe('attached')
      const [noted] = await receiver!.waitFor(1, (request) => request.type === 'support.noted')
      const body = verifyWebhook(secret, noted!) as Body
      expect(body.data).toMatchObject({ asset: USDC_PAID.support.asset, amount: '5000000', note: 'For the USDC part' })
      // A second claim of that support is already recorded: nothing more is queued.
      expect(await stores.creatorStore.attachNote(CREATOR, { ...claim, note: 'again' })).toBe('already-recorded')
      const rows = await settled(endpointId)
      expect(rows.map((row) => row.eventType)).toEqual(['support.noted', 'support.created', 'support.created'])
    })
  })
}
