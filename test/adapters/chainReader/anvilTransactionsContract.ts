import { describe, expect, test } from 'vitest'
import type { Hash } from '../../../src/domain/shared/hex'
import type { SentTransaction } from '../../../src/ports/chainReader'
import { ANVIL_ACCOUNTS, freePort } from '../../support/anvil'
import { ANVIL_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { ANVIL_CHAIN_ID, anvilChain, anvilNonce, deployReverting, minedBlock, sendWei, useAnvil } from './useAnvil'

const chainId = ANVIL_CHAIN_ID
const SENDER = ANVIL_ACCOUNTS[0].address
const RECIPIENT = ANVIL_ACCOUNTS[1].address
const hex = (n: number | bigint) => `0x${n.toString(16)}`
const GWEI = 1_000_000_000n

/** The transaction the reader must give back, addresses compared without case (nodes answer in lower case). */
const sent = (hash: Hash, fields: Partial<SentTransaction> & { nonce: number }) => ({
  hash,
  from: expect.stringMatching(new RegExp(`^${fields.from ?? SENDER}$`, 'i')),
  nonce: fields.nonce,
  to: fields.to === null ? null : expect.stringMatching(new RegExp(`^${fields.to ?? RECIPIENT}$`, 'i')),
  value: fields.value ?? 1n,
  input: fields.input ?? '0x',
})

/**
 * Transactions, nonces and blocks against a real anvil node, with a real pending state (automine off), down to a
 * wallet's speed-up or cancel: another transaction with the same nonce that replaces the first before it is mined.
 */
export function anvilTransactionsContract(factory: ChainReaderFactory): void {
  describe('transactions and nonces against anvil', () => {
    const node = useAnvil()
    const reader = (overrides = {}) => factory([anvilChain(node.current, overrides)], ANVIL_OPTIONS)

    test('default', async () => {
      const r = reader()
      const nonce = await anvilNonce(node.current, SENDER)
      await node.current.rpc('evm_setAutomine', [false])
      const hash = await sendWei(node.current, { data: '0xdeadbeef' })
      const expected = sent(hash, { nonce, input: '0xdeadbeef' })
      expect(await r.getTransaction({ chainId, hash })).toEqual(expected)
      expect(await r.getTransactionCount({ chainId, address: SENDER })).toBe(nonce)
      await node.current.rpc('evm_mine')
      expect(await r.getTransaction({ chainId, hash })).toEqual(expected)
      expect(await r.getTransactionCount({ chainId, address: SENDER })).toBe(nonce + 1)
    })

    test('behavior: an unknown transaction is null', async () => {
      expect(await reader().getTransaction({ chainId, hash: `0x${'ef'.repeat(32)}` })).toBeNull()
    })

    test('behavior: a contract creation has to null and its creation code as input', async () => {
      const r = reader()
      const nonce = await anvilNonce(node.current, SENDER)
      await deployReverting(node.current)
      const block = BigInt(await node.current.rpc<string>('eth_blockNumber'))
      const [creation] = (await r.getBlockTransactions({ chainId, blockNumber: block })) ?? []
      expect(creation).toEqual(
        sent(creation?.hash ?? '0x', { nonce, to: null, value: 0n, input: '0x6460006000fd6000526005601bf3' }),
      )
      expect(await r.getTransaction({ chainId, hash: creation?.hash ?? '0x' })).toEqual(creation)
    })

    test('parameters: blockNumber gives the count after that block', async () => {
      const r = reader()
      const before = await anvilNonce(node.current, SENDER)
      const first = await minedBlock(node.current, await sendWei(node.current))
      const second = await minedBlock(node.current, await sendWei(node.current))
      expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: first - 1n })).toBe(before)
      expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: first })).toBe(before + 1)
      expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: second })).toBe(before + 2)
      expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: 0n })).toBe(0)
      expect(await r.getTransactionCount({ chainId, address: RECIPIENT })).toBe(0)
    })

    test("behavior: getBlockTransactions lists a block's transactions in order; none beyond the head", async () => {
      const r = reader()
      const nonce = await anvilNonce(node.current, SENDER)
      await node.current.rpc('evm_setAutomine', [false])
      const hashes = [await sendWei(node.current), await sendWei(node.current, { value: '0x2' })]
      await node.current.rpc('evm_mine')
      const block = await minedBlock(node.current, hashes[0] as Hash)
      expect(await r.getBlockTransactions({ chainId, blockNumber: block })).toEqual([
        sent(hashes[0] as Hash, { nonce }),
        sent(hashes[1] as Hash, { nonce: nonce + 1, value: 2n }),
      ])
      await node.current.rpc('evm_mine')
      expect(await r.getBlockTransactions({ chainId, blockNumber: block + 1n })).toEqual([])
      expect(await r.getBlockTransactions({ chainId, blockNumber: block + 100n })).toBeNull()
    })

    for (const [kind, replacement] of [
      ['cancelled (0 wei to self)', { to: SENDER, value: '0x0' }],
      ['sped up (same transfer, higher gas price)', {}],
    ] as const) {
      test(`behavior: a transaction ${kind} in the wallet is gone; its nonce is used by the replacement`, async () => {
        const r = reader()
        const nonce = await anvilNonce(node.current, SENDER)
        await node.current.rpc('evm_setAutomine', [false])
        const original = await sendWei(node.current, { nonce: hex(nonce), gasPrice: hex(2n * GWEI) })
        expect(await r.getTransaction({ chainId, hash: original })).toMatchObject({ nonce })
        const replacing = await sendWei(node.current, { ...replacement, nonce: hex(nonce), gasPrice: hex(3n * GWEI) })
        // anvil drops the original from its pool as soon as the replacement arrives, before any block.
        expect(await r.getTransaction({ chainId, hash: original })).toBeNull()
        await node.current.rpc('evm_mine')
        const block = await minedBlock(node.current, replacing)
        expect(await r.getTransaction({ chainId, hash: original })).toBeNull()
        expect(await r.getTransactionCount({ chainId, address: SENDER })).toBeGreaterThan(nonce)
        expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: block - 1n })).toBe(nonce)
        expect(await r.getTransactionCount({ chainId, address: SENDER, blockNumber: block })).toBe(nonce + 1)
        const mined = await r.getBlockTransactions({ chainId, blockNumber: block })
        const value = 'value' in replacement ? 0n : 1n
        expect(mined).toEqual([sent(replacing, { nonce, to: 'to' in replacement ? SENDER : RECIPIENT, value })])
      })
    }

    test('behavior: a replacement at the same gas price is refused; the original stays', async () => {
      const nonce = await anvilNonce(node.current, SENDER)
      await node.current.rpc('evm_setAutomine', [false])
      const original = await sendWei(node.current, { nonce: hex(nonce), gasPrice: hex(2n * GWEI) })
      await expect(
        sendWei(node.current, { to: SENDER, value: '0x0', nonce: hex(nonce), gasPrice: hex(2n * GWEI) }),
      ).rejects.toThrow('replacement transaction underpriced')
      expect(await reader().getTransaction({ chainId, hash: original })).toMatchObject({ hash: original, nonce })
    })

    test('parameters: malformed input or an unknown chain is rejected before any request', async () => {
      const r = reader({ rpcUrls: [`http://127.0.0.1:${await freePort()}`] })
      const hash = `0x${'ab'.repeat(32)}` as const
      const badHash = '0x1234' as Hash
      await expect(r.getTransaction({ chainId, hash: badHash })).rejects.toMatchObject({
        code: 'invalid-transaction-hash',
      })
      await expect(r.getTransactionCount({ chainId, address: badHash })).rejects.toMatchObject({
        code: 'invalid-address',
        shortMessage: 'Invalid address',
      })
      const invalidBlock = { code: 'invalid-block-number', shortMessage: 'Invalid block number', details: '-1' }
      await expect(r.getTransactionCount({ chainId, address: SENDER, blockNumber: -1n })).rejects.toMatchObject(
        invalidBlock,
      )
      await expect(r.getBlockTransactions({ chainId, blockNumber: -1n })).rejects.toMatchObject(invalidBlock)
      const notConfigured = { code: 'chain-not-configured', shortMessage: 'Chain “999” not configured.' }
      await expect(r.getTransaction({ chainId: 999, hash })).rejects.toMatchObject(notConfigured)
      await expect(r.getTransactionCount({ chainId: 999, address: SENDER })).rejects.toMatchObject(notConfigured)
      await expect(r.getBlockTransactions({ chainId: 999, blockNumber: 1n })).rejects.toMatchObject(notConfigured)
    })
  })
}
