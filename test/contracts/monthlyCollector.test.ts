import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANVIL_ACCOUNTS, type Anvil, startAnvil } from '../support/anvil'
import { deployTestToken, type TestToken } from '../support/erc20/testToken'
import {
  advance,
  call,
  chainNow,
  collectorCall,
  creatorExtraData,
  deployMonthlyContracts,
  MANAGER_ABI,
  managerCall,
  type MonthlyContracts,
  NO_END,
  type OnChainPermission,
  revertOf,
  type SmartAccount,
  sendTx,
  signAsCounterfactual,
  smartAccount,
  THIRTY_DAYS,
  tokenBalance,
} from '../support/spendPermissions/spendPermissionsOnAnvil'

// MonthlyCollector against the stand-in manager and a counterfactual stand-in smart account, on a real anvil: every
// path the collector has (charge, second charge, later periods, revoke by either side, a stranger's call, a creator
// swapped after signing, a permission that is not the collector's).

const ACCOUNT_ABI = parseAbi(['function execute(address target, uint256 value, bytes data)'])
const FIVE_USDC = 5_000_000n
const keeper: Address = ANVIL_ACCOUNTS[0].address
const creator: Address = ANVIL_ACCOUNTS[1].address
const stranger: Address = ANVIL_ACCOUNTS[2].address
const supporterKey = {
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as Address,
  privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' as Hex,
}

let anvil: Anvil
let contracts: MonthlyContracts
let usdc: TestToken
let salt = 0n

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 })
  contracts = await deployMonthlyContracts(anvil)
  usdc = await deployTestToken(anvil, 'USDC', 6)
})
afterAll(() => anvil?.stop())

const balanceOf = (holder: Address) => tokenBalance(anvil, usdc.address, holder)

async function managerView(functionName: 'isValid' | 'isRevoked', permission: OnChainPermission): Promise<boolean> {
  const data = await call(anvil, contracts.manager, managerCall(functionName, [permission]))
  return decodeFunctionResult({ abi: MANAGER_ABI, functionName, data } as never) as boolean
}

/** A permission from `account` to the collector for 5 USDC a month, paying `creator`, starting now. */
async function collectorPermission(account: SmartAccount): Promise<OnChainPermission> {
  return {
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
}

/** A fresh counterfactual supporter account holding `funds`, and a permission to the collector paying `creator`. */
async function subscribe(funds = 100_000_000n): Promise<{ account: SmartAccount; permission: OnChainPermission }> {
  salt += 1n
  const account = await smartAccount(anvil, contracts, supporterKey, salt)
  await usdc.mint(account.address, funds)
  const permission = await collectorPermission(account)
  const signature = await signAsCounterfactual(account, contracts.manager, anvil.chainId, permission)
  const approved = await sendTx(
    anvil,
    keeper,
    contracts.manager,
    managerCall('approveWithSignature', [permission, signature]),
  )
  expect(approved.ok).toBe(true)
  return { account, permission }
}

async function snapshot(addresses: readonly Address[]): Promise<bigint[]> {
  return Promise.all(addresses.map(balanceOf))
}

describe('MonthlyCollector', () => {
  test('default: one signature from a counterfactual account, then one charge per period reaches the creator', async () => {
    const { account, permission } = await subscribe()
    expect(await managerView('isValid', permission)).toBe(true)
    const watched = [creator, account.address, keeper, stranger, contracts.collector, contracts.manager]
    const before = await snapshot(watched)
    for (let period = 0; period < 3; period++) {
      const first = await sendTx(anvil, keeper, contracts.collector, collectorCall(permission))
      expect(first.ok).toBe(true)
      expect(await revertOf(anvil, keeper, contracts.collector, collectorCall(permission))).toBe(
        'ExceededSpendPermission',
      )
      const second = await sendTx(anvil, keeper, contracts.collector, collectorCall(permission))
      expect(second.ok).toBe(false)
      await advance(anvil, THIRTY_DAYS)
    }
    const after = await snapshot(watched)
    const delta = after.map((balance, i) => balance - (before[i] as bigint))
    expect(delta[0]).toBe(3n * FIVE_USDC)
    expect(delta[1]).toBe(-3n * FIVE_USDC)
    expect(after.slice(2)).toEqual(before.slice(2))
  })

  test('behavior: a caller that is not the keeper can only pay the signed creator what is due', async () => {
    const { permission } = await subscribe()
    const [creatorBefore, strangerBefore] = await snapshot([creator, stranger])
    expect((await sendTx(anvil, stranger, contracts.collector, collectorCall(permission))).ok).toBe(true)
    expect((await sendTx(anvil, keeper, contracts.collector, collectorCall(permission))).ok).toBe(false)
    const [creatorAfter, strangerAfter] = await snapshot([creator, stranger])
    expect((creatorAfter as bigint) - (creatorBefore as bigint)).toBe(FIVE_USDC)
    expect(strangerAfter).toBe(strangerBefore)
  })

  test('behavior: a creator changed after signing is not the signed permission, and pays nobody', async () => {
    const { permission } = await subscribe()
    const swapped = { ...permission, extraData: creatorExtraData(stranger) }
    expect(await revertOf(anvil, keeper, contracts.collector, collectorCall(swapped))).toBe(
      'UnauthorizedSpendPermission',
    )
    const strangerBefore = await balanceOf(stranger)
    expect((await sendTx(anvil, keeper, contracts.collector, collectorCall(swapped))).ok).toBe(false)
    expect(await balanceOf(stranger)).toBe(strangerBefore)
    expect((await sendTx(anvil, keeper, contracts.collector, collectorCall(permission))).ok).toBe(true)
  })

  test('behavior: after the supporter revokes, no charge happens', async () => {
    const { account, permission } = await subscribe()
    const revoke = encodeFunctionData({
      abi: ACCOUNT_ABI,
      functionName: 'execute',
      args: [contracts.manager, 0n, managerCall('revoke', [permission])],
    })
    await anvil.rpc('anvil_impersonateAccount', [supporterKey.address])
    await anvil.rpc('anvil_setBalance', [supporterKey.address, '0xde0b6b3a7640000'])
    expect((await sendTx(anvil, supporterKey.address, account.address, revoke)).ok).toBe(true)
    expect(await managerView('isRevoked', permission)).toBe(true)
    expect(await revertOf(anvil, keeper, contracts.collector, collectorCall(permission))).toBe(
      'UnauthorizedSpendPermission',
    )
    await advance(anvil, THIRTY_DAYS)
    expect(await revertOf(anvil, keeper, contracts.collector, collectorCall(permission))).toBe(
      'UnauthorizedSpendPermission',
    )
  })

  test('behavior: the creator it pays can end it; nobody else can', async () => {
    const { permission } = await subscribe()
    const revokeAsCreator = encodeFunctionData({
      abi: parseAbi([
        'function revokeAsCreator((address account,address spender,address token,uint160 allowance,uint48 period,uint48 start,uint48 end,uint256 salt,bytes extraData))',
      ]),
      functionName: 'revokeAsCreator',
      args: [permission],
    })
    expect(await revertOf(anvil, stranger, contracts.collector, revokeAsCreator)).toBe('NotTheCreator')
    expect(await revertOf(anvil, stranger, contracts.manager, managerCall('revokeAsSpender', [permission]))).toBe(
      'InvalidSender',
    )
    expect((await sendTx(anvil, creator, contracts.collector, revokeAsCreator)).ok).toBe(true)
    expect(await managerView('isRevoked', permission)).toBe(true)
    expect(await revertOf(anvil, keeper, contracts.collector, collectorCall(permission))).toBe(
      'UnauthorizedSpendPermission',
    )
  })

  test('behavior: a balance too low fails the charge and moves nothing', async () => {
    const { account, permission } = await subscribe(FIVE_USDC - 1n)
    expect((await sendTx(anvil, keeper, contracts.collector, collectorCall(permission))).ok).toBe(false)
    expect(await balanceOf(account.address)).toBe(FIVE_USDC - 1n)
  })

  test('parameters: a permission to another spender or without a creator is refused', async () => {
    const { permission } = await subscribe()
    expect(await revertOf(anvil, keeper, contracts.collector, collectorCall({ ...permission, spender: creator }))).toBe(
      'NotThisCollector',
    )
    for (const extraData of ['0x', `0x${'00'.repeat(32)}`, `${creatorExtraData(creator)}00`] as Hex[]) {
      expect(await revertOf(anvil, keeper, contracts.collector, collectorCall({ ...permission, extraData }))).toBe(
        'NoCreator',
      )
    }
  })

  test('parameters: the manager refuses a signature by another key', async () => {
    salt += 1n
    const account = await smartAccount(anvil, contracts, supporterKey, salt)
    const impostor = await smartAccount(
      anvil,
      contracts,
      { address: stranger, privateKey: ANVIL_ACCOUNTS[2].privateKey },
      salt,
    )
    const permission = await collectorPermission(account)
    const signature = await signAsCounterfactual(
      { ...impostor, address: account.address, factoryData: account.factoryData },
      contracts.manager,
      anvil.chainId,
      permission,
    )
    expect(
      await revertOf(anvil, keeper, contracts.manager, managerCall('approveWithSignature', [permission, signature])),
    ).toBe('InvalidSignature')
  })
})
