#!/usr/bin/env node
// The support indexer on a real anvil, through the real domain (SupportIndexer, findSupports), the real chain readers
// (viem and ethers, as VITE_CHAIN_LIBRARY picks them) and a real ledger (SQLite in a temporary file, or memory).
// Fills anvil with --blocks blocks holding --payments payments to --creators creators, in ETH and in USDC, from plain
// accounts and from a smart account's batch (BatchAccount.sol), among noise transfers between other accounts; then,
// for each library and store, measures:
// - catch-up: every block from the creators' first block to the head, pass after pass, as a restarted server does:
//   blocks/s, supports/s, JSON-RPC calls and HTTP requests per block;
// - following the head: one new block at a time (one in ten pays a creator), one pass each: calls per block and ms
//   per block.
// Checked, not timed: the supports found must be exactly the payments the indexer is meant to find (a native
// payment made inside a smart account's batch is an internal call, which it does not see: README, "Limits").
// The floors, measured in the same run through the same counting proxy: for catch-up, the bare reads the indexer
// cannot do without (per 1,000 blocks one JSON-RPC batch of eth_getBlockByNumber with transactions, and one eth_getLogs
// of the token's Transfers to the creators) with plain fetch and JSON.parse; for following the head, a bare
// eth_blockNumber loop of the same reader. Each figure is printed with its ratio to its floor: the machine's load
// moves both, the ratio shows the code. Bounded; stops by itself. Not part of `npm test`.
// Usage: node bench/indexer.mjs [--blocks 10000] [--payments 1000] [--creators 100] [--follow 200]
//   [--libraries viem,ethers] [--stores sqlite,memory] [--json]
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

const { values } = parseArgs({
  options: {
    blocks: { type: 'string', default: '10000' },
    payments: { type: 'string', default: '1000' },
    creators: { type: 'string', default: '100' },
    follow: { type: 'string', default: '200' },
    libraries: { type: 'string', default: 'viem,ethers' },
    stores: { type: 'string', default: 'sqlite,memory' },
    json: { type: 'boolean', default: false },
  },
})
const bounded = (raw, min, max) => Math.min(Math.max(Math.floor(Number(raw)) || min, min), max)
const PAYMENTS = bounded(values.payments, 2, 20_000)
const BLOCKS = Math.max(bounded(values.blocks, 10, 100_000), Math.ceil(PAYMENTS / 2))
const CREATORS = bounded(values.creators, 1, 5_000)
const FOLLOW = bounded(values.follow, 10, 2_000)
const LIBRARIES = values.libraries.split(',').filter((name) => name === 'viem' || name === 'ethers')
const STORES = values.stores.split(',').filter((name) => name === 'sqlite' || name === 'memory')
const HARD_LIMIT_MS = 20 * 60_000
setTimeout(() => {
  console.error(`bench/indexer: stopped after ${HARD_LIMIT_MS / 1000} s`)
  process.exit(1)
}, HARD_LIMIT_MS).unref()
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

register()
const { encodeFunctionData, getAddress, parseAbi } = await import('viem')
const { startAnvil } = await import('../test/support/anvil.ts')
const { deployTestToken } = await import('../test/support/erc20/testToken.ts')
const { deployBatchAccount, tokenTransferCall } = await import('../test/support/contracts/batchAccount.ts')
const { loadChainLibrary } = await import('../src/app/chainLibrary.ts')
const { DEFAULT_SUPPORT_INDEXER, SupportIndexer } = await import('../src/domain/support/supportIndexer.ts')
const { DEFAULT_NATIVE_CURRENCY } = await import('../src/domain/chains/chain.ts')
const { MemoryCreatorStore } = await import('../src/adapters/memory/memoryCreatorStore.ts')
const { SqlCreatorStore } = await import('../src/adapters/sql/sqlCreatorStore.ts')
const { openDatabase } = await import('../src/adapters/sql/openDatabase.ts')
const { migrateStateDatabase } = await import('../src/adapters/sql/migrateStateDatabase.ts')
const { SystemClock } = await import('../src/adapters/clock/systemClock.ts')

const CHAIN_ID = 31337
const USD = 1_000_000n
const TRANSFER = parseAbi(['function transfer(address to, uint256 value) returns (bool)'])
const ACCOUNT = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls) payable',
])
const hex = (n) => `0x${BigInt(n).toString(16)}`
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

/** A JSON-RPC proxy in front of anvil that counts HTTP requests and the calls they carry (a batch counts each). */
async function countingProxy(target) {
  const count = { http: 0, calls: 0 }
  const server = createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    const parsed = JSON.parse(body.toString('utf8'))
    count.http += 1
    count.calls += Array.isArray(parsed) ? parsed.length : 1
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    count,
    reset() {
      count.http = 0
      count.calls = 0
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Fills the chain: creators, payers, a token, a smart account, then the blocks. Answers what the indexer must find. */
async function fill(anvil) {
  const accounts = await anvil.rpc('eth_accounts')
  const [deployer, owner, ...others] = accounts
  const payers = others.slice(0, 4)
  const noise = others.slice(4)
  const usdc = await deployTestToken(anvil, 'USDC', 6, deployer)
  // Two smart accounts with their own owners, so every transaction of a block has its own sender (see sendAll).
  const smart = [await deployBatchAccount(anvil, owner), await deployBatchAccount(anvil, noise[3])]
  for (const holder of [...payers, ...noise, ...smart.map((s) => s.address)]) await usdc.mint(holder, 1_000_000n * USD)
  for (const account of smart) await anvil.rpc('anvil_setBalance', [account.address, hex(10n ** 24n)])
  const creators = Array.from({ length: CREATORS }, (_, i) =>
    getAddress(
      `0xc0ffee${hex(i + 1)
        .slice(2)
        .padStart(34, '0')}`,
    ),
  )
  const start = BigInt(await anvil.rpc('eth_blockNumber')) + 1n
  await anvil.rpc('evm_setAutomine', [false])
  // A block's transactions in one JSON-RPC batch: their senders differ, so the order anvil takes them in is free.
  const sendAll = async (txs) => {
    const batch = txs.map((tx, id) => ({ jsonrpc: '2.0', id, method: 'eth_sendTransaction', params: [tx] }))
    const answer = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    })
    const failed = (await answer.json()).filter((a) => a.error)
    if (failed.length > 0) throw new Error(`anvil refused a transaction: ${JSON.stringify(failed[0].error)}`)
  }
  const transfer = (to, value) => encodeFunctionData({ abi: TRANSFER, functionName: 'transfer', args: [to, value] })
  const batch = (calls) =>
    encodeFunctionData({
      abi: ACCOUNT,
      functionName: 'executeBatch',
      args: [calls.map((c) => ({ target: c.target, value: c.value ?? 0n, data: c.data ?? '0x' }))],
    })
  // Two payments and three noise transfers in one block every `step` blocks; empty blocks in between.
  const busy = Math.ceil(PAYMENTS / 2)
  const step = Math.max(1, Math.floor(BLOCKS / busy))
  const expected = { native: 0, token: 0, internal: 0 }
  let made = 0
  for (let b = 0; b < busy; b++) {
    const txs = []
    for (let k = 0; k < 2 && made < PAYMENTS; k++, made++) {
      const creator = creators[made % creators.length]
      const payer = payers[made % payers.length]
      const amount = BigInt(1 + (made % 50))
      // Plain ETH, plain USDC, USDC from a smart account's batch, ETH from a smart account's batch (not found).
      if (made % 4 === 0) txs.push({ from: payer, to: creator, value: hex(amount * 10n ** 15n), gas: '0x5208' })
      else if (made % 4 === 1)
        txs.push({ from: payer, to: usdc.address, data: transfer(creator, amount * USD), gas: '0x30000' })
      else {
        const call =
          made % 4 === 2 ? tokenTransferCall(usdc.address, creator, amount * USD) : { target: creator, value: amount }
        const account = smart[made % 4 === 2 ? 0 : 1]
        txs.push({ from: made % 4 === 2 ? owner : noise[3], to: account.address, data: batch([call]), gas: '0x100000' })
      }
      if (made % 4 === 0) expected.native += 1
      else if (made % 4 === 3) expected.internal += 1
      else expected.token += 1
    }
    txs.push({ from: noise[0], to: noise[1], value: '0x1', gas: '0x5208' })
    txs.push({ from: noise[1], to: usdc.address, data: transfer(noise[0], 1n), gas: '0x30000' })
    txs.push({ from: noise[2], to: payers[0], value: '0x2', gas: '0x5208' })
    await sendAll(txs)
    await anvil.rpc('evm_mine')
    if (step > 1) await anvil.rpc('anvil_mine', [hex(step - 1)])
  }
  await anvil.rpc('evm_setAutomine', [true])
  const head = BigInt(await anvil.rpc('eth_blockNumber'))
  return { usdc, smart, creators, payers, start, head, expected }
}

/** A fresh ledger with every creator's profile saved and watched from `start`. */
async function openLedger(store, creators, start) {
  let ledger
  let close = async () => {}
  if (store === 'memory') ledger = new MemoryCreatorStore()
  else {
    const dir = mkdtempSync(join(tmpdir(), 'indexer-bench-'))
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'state.db') })
    await migrateStateDatabase(database)
    ledger = new SqlCreatorStore(database.db, database.kind)
    close = async () => {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const profile = {
    displayName: 'Bench',
    bio: '',
    links: [],
    accentColor: '#1a2b3c',
    suggestedAmounts: {},
    thankYou: '',
  }
  for (const creator of creators) {
    await ledger.putProfile(creator, profile, Date.now())
    await ledger.watchCreator(creator, CHAIN_ID, start)
  }
  return { ledger, close }
}

/** The floor of catch-up: per indexer range (1,000 blocks), one batch of full blocks and one eth_getLogs, with fetch and JSON.parse. */
async function catchUpFloor(proxy, world) {
  const topics = world.creators.map((c) => `0x${c.slice(2).toLowerCase().padStart(64, '0')}`)
  const post = async (body) => {
    const answer = await fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return JSON.parse(await answer.text())
  }
  proxy.reset()
  const started = performance.now()
  let logs = 0
  const range = BigInt(DEFAULT_SUPPORT_INDEXER.maxRange)
  for (let from = world.start; from <= world.head; from += range) {
    const to = from + range - 1n < world.head ? from + range - 1n : world.head
    const batch = []
    for (let n = from; n <= to; n++)
      batch.push({ jsonrpc: '2.0', id: batch.length, method: 'eth_getBlockByNumber', params: [hex(n), true] })
    const filter = {
      address: [world.usdc.address.toLowerCase()],
      topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', null, topics],
      fromBlock: hex(from),
      toBlock: hex(to),
    }
    const [blocks, found] = await Promise.all([
      post(batch),
      post({ jsonrpc: '2.0', id: 0, method: 'eth_getLogs', params: [filter] }),
    ])
    if (blocks.some((b) => !b.result) || !Array.isArray(found.result)) throw new Error('the floor read failed')
    logs += found.result.length
  }
  const seconds = (performance.now() - started) / 1000
  const blocks = Number(world.head - world.start + 1n)
  return { blocks, seconds, blocksPerSecond: blocks / seconds, logs, calls: proxy.count.calls, http: proxy.count.http }
}

/** The floor of following the head: the same reader's bare eth_blockNumber, one after another. */
async function blockNumberFloor(reader, calls) {
  const started = performance.now()
  for (let i = 0; i < calls; i++) await reader.getBlockNumber({ chainId: CHAIN_ID })
  return (performance.now() - started) / calls
}

async function run(library, store, anvil, proxy, world) {
  const parts = await loadChainLibrary(library)
  const chain = { id: CHAIN_ID, name: 'Anvil', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: [proxy.url] }
  const reader = await parts.loadChainHistoryReader([chain])
  const checksumAddress = await parts.loadChecksumAddress()
  const { ledger, close } = await openLedger(store, world.creators, world.start)
  const reverts = []
  let found = 0
  const failures = []
  const indexer = new SupportIndexer(
    {
      chainId: CHAIN_ID,
      confirmations: 1,
      tokens: [{ chainId: CHAIN_ID, address: world.usdc.address, symbol: 'USDC', decimals: 6 }],
      nativeCurrency: DEFAULT_NATIVE_CURRENCY,
      pollMs: DEFAULT_SUPPORT_INDEXER.pollMs,
      holder: 'bench',
      leaseMs: 10 * 60_000,
      maxRange: DEFAULT_SUPPORT_INDEXER.maxRange,
      maxBackoffMs: DEFAULT_SUPPORT_INDEXER.maxBackoffMs,
    },
    {
      reader,
      ledger,
      clock: new SystemClock(),
      checksum: (address) => checksumAddress(address.toLowerCase()),
      report: (event) => {
        if (event.type === 'found') found += event.count
        if (event.type === 'failed') failures.push(event)
      },
      sleep: () => Promise.resolve(),
    },
  )
  const passUntilCaughtUp = async () => {
    for (;;) {
      const pass = await indexer.pass()
      if (pass === 'not-leader') throw new Error('the bench lost its own lease')
      if (pass.caughtUp) return
    }
  }
  try {
    const floor = await catchUpFloor(proxy, world)
    proxy.reset()
    const started = performance.now()
    await passUntilCaughtUp()
    const seconds = (performance.now() - started) / 1000
    const catchUp = { seconds, calls: proxy.count.calls, http: proxy.count.http, supports: found }
    const wanted = world.expected.native + world.expected.token
    if (found !== wanted) throw new Error(`${library}/${store}: found ${found} supports, ${wanted} expected`)

    // Following the head: one block at a time, one in ten paying a creator (ETH and USDC in turn); the blocks made
    // here are reverted afterwards, so the next run catches up over the same chain.
    const snapshot = await anvil.rpc('evm_snapshot')
    reverts.push(() => anvil.rpc('evm_revert', [snapshot]))
    const floorMs = await blockNumberFloor(reader, 200)
    const beforeFollow = found
    let paying = 0
    proxy.reset()
    let passMs = 0
    for (let i = 0; i < FOLLOW; i++) {
      const creator = world.creators[i % world.creators.length]
      if (i % 10 === 0) {
        paying += 1
        if (paying % 2) await world.usdc.transfer(world.payers[0], creator, USD)
        else await anvil.rpc('eth_sendTransaction', [{ from: world.payers[1], to: creator, value: '0x1' }])
      } else await anvil.rpc('evm_mine')
      // anvil may answer a send before the block it mines is the head: the pass is timed from when it is.
      const made = world.head + BigInt(i + 1)
      while (BigInt(await anvil.rpc('eth_blockNumber')) < made) await new Promise((resolve) => setTimeout(resolve, 5))
      const t = performance.now()
      const pass = await indexer.pass()
      passMs += performance.now() - t
      if (pass === 'not-leader' || pass.indexed !== 1)
        throw new Error(`following, block ${i}: the pass answered ${JSON.stringify(pass)}, ${JSON.stringify(failures)}`)
    }
    const follow = { blocks: FOLLOW, calls: proxy.count.calls, http: proxy.count.http, msPerBlock: passMs / FOLLOW }
    if (found - beforeFollow !== paying) throw new Error(`following: ${found - beforeFollow} found, ${paying} paid`)
    if (failures.length > 0) throw new Error(`failed passes: ${JSON.stringify(failures)}`)
    return { library, store, floor, catchUp, follow, floorMs }
  } finally {
    for (const revert of reverts) await revert()
    await close()
  }
}

function print(result, world) {
  const { library, store, floor, catchUp, follow, floorMs } = result
  const blocks = Number(world.head - world.start + 1n)
  const rate = blocks / catchUp.seconds
  const label = `${library}/${store}`.padEnd(14)
  console.log(
    `${label} catch-up   ${blocks} blocks in ${catchUp.seconds.toFixed(2)} s: ${rate.toFixed(0)} blocks/s, ` +
      `${(catchUp.supports / catchUp.seconds).toFixed(0)} supports/s, ${(catchUp.calls / blocks).toFixed(3)} calls/block ` +
      `(${catchUp.http} HTTP requests)  floor ${floor.blocksPerSecond.toFixed(0)} blocks/s ` +
      `(${floor.calls} calls, ${floor.http} HTTP)  floor ratio ${(rate / floor.blocksPerSecond).toFixed(2)}`,
  )
  console.log(
    `${label} following ${follow.blocks} blocks: ${(follow.calls / follow.blocks).toFixed(2)} calls/block, ` +
      `${(follow.http / follow.blocks).toFixed(2)} HTTP requests/block, ${follow.msPerBlock.toFixed(2)} ms/block  ` +
      `floor eth_blockNumber ${floorMs.toFixed(2)} ms  floor ratio ${(follow.msPerBlock / floorMs).toFixed(2)}`,
  )
}

const anvil = await startAnvil({ chainId: CHAIN_ID })
const proxy = await countingProxy(anvil.url)
try {
  console.log(`load average at start: ${load()}`)
  const filling = performance.now()
  const world = await fill(anvil)
  const { native, token, internal } = world.expected
  console.log(
    `anvil: ${world.head - world.start + 1n} blocks (${world.start} to ${world.head}) filled in ` +
      `${((performance.now() - filling) / 1000).toFixed(1)} s; ${PAYMENTS} payments to ${CREATORS} creators: ` +
      `${native} ETH and ${token} USDC (half of them from a smart account's batch) to find, ${internal} ETH sent ` +
      `inside a smart account's batch (internal calls: not found, by design); 3 noise transfers per paying block`,
  )
  const results = []
  for (const library of LIBRARIES) {
    for (const store of STORES) {
      const result = await run(library, store, anvil, proxy, world)
      print(result, world)
      results.push(result)
    }
  }
  console.log(`load average at end: ${load()}`)
  if (values.json) {
    const plain = JSON.stringify(results, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)
    console.log(plain)
  }
} finally {
  await proxy.close()
  await anvil.stop()
}
