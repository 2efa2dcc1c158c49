import { concatHex, decodeFunctionResult, encodeAbiParameters, hashTypedData, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, sign } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SignatureVerifierOptions } from '../../../src/adapters/verifier/signatureVerifierOptions'
import type { Address, Hex } from '../../../src/domain/shared/hex'
import type { SpendPermissionContext } from '../../../src/domain/support/monthly/admitSpendPermission'
import {
  creatorExtraData,
  MONTHLY_PERIOD_SECONDS,
  OPEN_END,
  type SpendPermission,
  spendPermissionTypedData,
} from '../../../src/domain/support/monthly/spendPermission'
import { verifySpendPermission } from '../../../src/domain/support/monthly/verifySpendPermission'
import type { SpendPermissionVerifier } from '../../../src/ports/spendPermissionVerifier'
import { ANVIL_ACCOUNTS, type Anvil, freePort, startAnvil } from '../../support/anvil'
import {
  call,
  chainNow,
  deployMonthlyContracts,
  ERC6492_SUFFIX,
  MANAGER_ABI,
  managerCall,
  type MonthlyContracts,
  type SmartAccount,
  sendTx,
  smartAccount,
} from '../../support/spendPermissions/spendPermissionsOnAnvil'

const CHAIN_ID = 8453
const USDC: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const CREATOR: Address = ANVIL_ACCOUNTS[1].address
const supporterKey = {
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as Address,
  privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' as Hex,
}
const otherKey = { address: ANVIL_ACCOUNTS[2].address as Address, privateKey: ANVIL_ACCOUNTS[2].privateKey as Hex }

/**
 * The SpendPermissionVerifier contract, run against each chain library's adapter on a real anvil with the stand-in
 * manager and a counterfactual stand-in smart account: the signature a wallet makes over the domain's typed data is
 * admitted, and each tampered field is refused with its reason (through verifySpendPermission, as the server calls it).
 */
export function spendPermissionVerifierContract(
  name: string,
  make: (options: SignatureVerifierOptions) => SpendPermissionVerifier,
): void {
  describe(name, () => {
    let anvil: Anvil
    let verifier: SpendPermissionVerifier
    let contracts: MonthlyContracts
    let account: SmartAccount
    let permission: SpendPermission
    let context: SpendPermissionContext

    const typedData = (p: SpendPermission) => spendPermissionTypedData(p, CHAIN_ID, contracts.manager)
    const digest = (p: SpendPermission) => hashTypedData(typedData(p) as unknown as TypedDataDefinition)
    const signBy = (key: Hex, p: SpendPermission) => sign({ hash: digest(p), privateKey: key, to: 'hex' })
    const wrap = (a: SmartAccount, inner: Hex) =>
      concatHex([
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
          [a.factory, a.factoryData, inner],
        ),
        ERC6492_SUFFIX,
      ])
    const admit = (p: SpendPermission, signature: Hex, ctx = context) =>
      verifySpendPermission({ permission: p, signature, context: ctx, manager: contracts.manager, verifier })

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CHAIN_ID })
      verifier = make({ rpcUrls: { [CHAIN_ID]: anvil.url }, timeoutMs: 5_000 })
      contracts = await deployMonthlyContracts(anvil)
      account = await smartAccount(anvil, contracts, supporterKey, 1n)
      const now = await chainNow(anvil)
      permission = {
        account: account.address,
        spender: contracts.collector,
        token: USDC,
        allowance: 5_000_000n,
        period: MONTHLY_PERIOD_SECONDS,
        start: now,
        end: OPEN_END,
        salt: 42n,
        extraData: creatorExtraData(CREATOR),
      }
      context = {
        supporter: account.address,
        creator: CREATOR,
        offer: {
          chainId: CHAIN_ID,
          token: USDC,
          tiers: [
            { amount: 3_000_000n, title: 'Friend', benefits: '' },
            { amount: 5_000_000n, title: 'Patron', benefits: '' },
          ],
        },
        chainId: CHAIN_ID,
        collector: contracts.collector,
        now,
        clockSkew: 300,
      }
    })
    afterAll(async () => anvil?.stop())

    test('default: a counterfactual smart account subscribes with one ERC-6492 signature; checking deploys nothing', async () => {
      const signature = wrap(account, await signBy(account.ownerKey, permission))
      expect(await admit(permission, signature)).toEqual({ ok: true })
      expect(await anvil.rpc('eth_getCode', [account.address, 'latest'])).toBe('0x')
    })

    test('behavior: the domain typed data hashes as the manager hashes the permission on chain', async () => {
      const answer = await call(anvil, contracts.manager, managerCall('getHash', [permission]))
      expect(decodeFunctionResult({ abi: MANAGER_ABI, functionName: 'getHash', data: answer } as never)).toBe(
        digest(permission),
      )
    })

    test.each([
      ['another-account', { account: otherKey.address }],
      ['spender-not-collector', { spender: CREATOR }],
      ['token-not-offered', { token: '0x0b2c639c533813f4aa9d7837caf62653d097ff85' }],
      ['allowance-not-offered', { allowance: 50_000_000n }],
      ['period-not-monthly', { period: 7 * 24 * 60 * 60 }],
      ['another-creator', { extraData: creatorExtraData(otherKey.address) }],
    ] as const)('parameters: a permission signed with the wrong field is refused: %s', async (code, change) => {
      const tampered = { ...permission, ...change } as SpendPermission
      const signature = wrap(account, await signBy(account.ownerKey, tampered))
      expect(await admit(tampered, signature)).toEqual({ ok: false, code })
    })

    test.each([
      ['allowance', (p: SpendPermission) => ({ ...p, allowance: 3_000_000n })],
      ['salt', (p: SpendPermission) => ({ ...p, salt: p.salt + 1n })],
      ['start', (p: SpendPermission) => ({ ...p, start: p.start - 1 })],
    ] as const)('parameters: a field changed after signing (%s) is a bad signature', async (_field, change) => {
      const signature = wrap(account, await signBy(account.ownerKey, permission))
      expect(await admit(change(permission), signature)).toEqual({ ok: false, code: 'bad-signature' })
    })

    test('parameters: a signature by another key, or not a signature at all, is a bad signature', async () => {
      expect(await admit(permission, wrap(account, await signBy(otherKey.privateKey, permission)))).toEqual({
        ok: false,
        code: 'bad-signature',
      })
      for (const signature of ['0x', `0x${'00'.repeat(65)}`, `0x${'ab'.repeat(64)}`] as Hex[]) {
        expect(await admit(permission, signature)).toEqual({ ok: false, code: 'bad-signature' })
      }
    })

    test('behavior: a deployed smart account is asked through ERC-1271, a key-held account by recovery', async () => {
      const deployed = await smartAccount(anvil, contracts, supporterKey, 2n)
      expect((await sendTx(anvil, ANVIL_ACCOUNTS[0].address, deployed.factory, deployed.factoryData)).ok).toBe(true)
      const own = { ...permission, account: deployed.address }
      expect(
        await admit(own, await signBy(supporterKey.privateKey, own), { ...context, supporter: deployed.address }),
      ).toEqual({
        ok: true,
      })
      const eoa = privateKeyToAccount(otherKey.privateKey)
      const byKey = { ...permission, account: eoa.address }
      expect(
        await admit(byKey, await signBy(otherKey.privateKey, byKey), { ...context, supporter: eoa.address }),
      ).toEqual({
        ok: true,
      })
    })

    test('behavior: when the chain cannot be asked, a wrapped signature rejects with verifier-unavailable', async () => {
      const offline = make({ rpcUrls: { [CHAIN_ID]: `http://127.0.0.1:${await freePort()}` }, timeoutMs: 2_000 })
      const signature = wrap(account, await signBy(account.ownerKey, permission))
      await expect(offline.verifySpendPermission(typedData(permission), signature)).rejects.toMatchObject({
        code: 'verifier-unavailable',
      })
    })
  })
}
