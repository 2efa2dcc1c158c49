import { hashMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import type { SignatureVerifierOptions } from '../../../src/adapters/verifier/signatureVerifierOptions'
import { parseDateTime } from '../../../src/domain/auth/rfc3339'
import type { ChecksumAddress, SiweFields } from '../../../src/domain/auth/siweFields'
import { buildSiweMessage } from '../../../src/domain/auth/siweMessage'
import { verifySignIn } from '../../../src/domain/auth/verifySignIn'
import type { Address, Hex } from '../../../src/domain/shared/hex'
import type { SignatureVerifier } from '../../../src/ports/signatureVerifier'
import { freePort, startAnvil, type Anvil } from '../../support/anvil'
import { approvedHashWalletCode } from '../../support/erc1271Wallet'
import {
  deployOwnedAccount,
  ERC6492_SUFFIX,
  installOwnedAccountFactory,
  ownedAccount,
  wrapErc6492,
} from '../../support/erc6492/ownedAccount'
import { alice, bob } from '../../support/siweSigning'
import { siweVectors, type VerificationVector } from '../../support/siweVectors'

const FIELD_NAMES = [
  'scheme',
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
]
const WALLET = '0xC0FfEE0000000000000000000000000000001271' as Address
const ANY_SIGNATURE = `0x${'11'.repeat(65)}` as Hex

// Why each negative vector is refused (pinned, so a vector refused for the wrong reason shows up).
const NEGATIVE_CODES: Record<string, string> = {
  'expired message': 'expired',
  'domain binding': 'domain-mismatch',
  'custom time': 'expired',
  'custom nonce': 'nonce-unknown',
  'malformed signature': 'bad-signature',
  'wrong signature': 'bad-signature',
  'not yet valid': 'not-yet-valid',
  'invalid issuedAt': 'invalid-message',
  'invalid notBefore': 'invalid-message',
  'invalid expirationTime': 'invalid-message',
}

// Stricter than the reference implementation: product rules: "When a sign-in message verifies" refuses an Issued At in
// the future (beyond 60 s), and this vector's "time" is two years before its Issued At. It verifies with that rule off
// (skew Infinity).
const STRICTER_THAN_REFERENCE: Record<string, string> = { 'expired message': 'not-yet-valid' }

function vectorFields(vector: VerificationVector): SiweFields {
  return Object.fromEntries(Object.entries(vector).filter(([key]) => FIELD_NAMES.includes(key))) as SiweFields
}

/** The message text; impossible dates cannot be built, so they are written into a valid message instead. */
function vectorMessage(vector: VerificationVector, checksumAddress: ChecksumAddress): string {
  const fields = vectorFields(vector)
  const bad = (['issuedAt', 'notBefore', 'expirationTime'] as const).filter(
    (k) => fields[k] !== undefined && parseDateTime(fields[k]!) === null,
  )
  if (bad.length === 0) return buildSiweMessage(fields, { checksumAddress })
  expect(() => buildSiweMessage(fields, { checksumAddress })).toThrow(/is not an RFC 3339 date-time/)
  const placeholder = '2000-01-01T00:00:00.000Z'
  const valid = { ...fields, ...Object.fromEntries(bad.map((k) => [k, placeholder])) }
  let text = buildSiweMessage(valid, { checksumAddress })
  for (const k of bad) text = text.replace(placeholder, fields[k]!)
  return text
}

async function verifyVector(
  vector: VerificationVector,
  verifier: SignatureVerifier,
  checksumAddress: ChecksumAddress,
  skewMs?: number,
) {
  const now = parseDateTime(vector.time ?? vector.issuedAt) ?? Date.parse('2022-01-01T00:00:00Z')
  const clock = { now: () => now }
  const nonceStore = new MemoryNonceStore({ clock })
  await nonceStore.issue(vector.matchNonce ?? (vector.nonce as string), now + 600_000)
  const expected = { origin: new URL(vector.uri).origin, domain: vector.domainBinding ?? vector.domain }
  const deps = { expected, chainIds: [1], nonceStore, signatureVerifier: verifier, clock, checksumAddress, skewMs }
  return verifySignIn(deps, { message: vectorMessage(vector, checksumAddress), signature: vector.signature })
}

/** The SignatureVerifier contract, run against one adapter with a real anvil (chain 1) as its RPC. */
export function signatureVerifierContract(
  name: string,
  make: (options: SignatureVerifierOptions) => SignatureVerifier,
  checksumAddress: ChecksumAddress,
): void {
  describe(name, () => {
    let anvil: Anvil
    let verifier: SignatureVerifier
    const message = 'localhost wants you to sign in'

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: 1 })
      verifier = make({ rpcUrls: { 1: anvil.url }, timeoutMs: 5_000 })
    })
    afterAll(async () => anvil?.stop())

    test('default', async () => {
      expect(
        await verifier.verify({
          address: alice.address,
          message,
          signature: await alice.signMessage({ message }),
          chainId: 1,
        }),
      ).toBe(true)
    })

    test('behavior: a signature by another key, or over another message, is refused', async () => {
      const bobs = await bob.signMessage({ message })
      expect(await verifier.verify({ address: alice.address, message, signature: bobs, chainId: 1 })).toBe(false)
      expect(
        await verifier.verify({
          address: alice.address,
          message: `${message}!`,
          signature: await alice.signMessage({ message }),
          chainId: 1,
        }),
      ).toBe(false)
    })

    test.each(['0x', '0x1', '0xzz', `0x${'00'.repeat(65)}`, `0x${'ab'.repeat(64)}`, `0x${'ab'.repeat(66)}`])(
      'behavior: malformed signature %s is refused without a throw',
      async (signature) => {
        expect(
          await verifier.verify({ address: alice.address, message, signature: signature as Hex, chainId: 1 }),
        ).toBe(false)
      },
    )

    test('behavior: an ERC-1271 contract account is asked through the RPC', async () => {
      const approved = `${message} (approved)`
      await anvil.rpc('anvil_setCode', [WALLET, approvedHashWalletCode(hashMessage(approved))])
      expect(await verifier.verify({ address: WALLET, message: approved, signature: ANY_SIGNATURE, chainId: 1 })).toBe(
        true,
      )
      expect(await verifier.verify({ address: WALLET, message, signature: ANY_SIGNATURE, chainId: 1 })).toBe(false)
    })

    describe('ERC-6492: a smart account not deployed yet', () => {
      const code = (address: Address) => anvil.rpc<Hex>('eth_getCode', [address, 'latest'])
      const verify = (address: Address, signature: Hex, text = message) =>
        verifier.verify({ address, message: text, signature, chainId: 1 })

      beforeAll(async () => installOwnedAccountFactory(anvil))

      test('behavior: a counterfactual account signs in with its wrapped signature; checking deploys nothing', async () => {
        const account = await ownedAccount(anvil, alice.address, 1)
        expect(await code(account.address)).toBe('0x')
        const signed = wrapErc6492(account, await alice.signMessage({ message }))
        expect(await verify(account.address, signed)).toBe(true)
        expect(await verify(account.address, signed, `${message}!`)).toBe(false)
        expect(await verify(account.address, wrapErc6492(account, await bob.signMessage({ message })))).toBe(false)
        expect(await code(account.address)).toBe('0x')
      })

      test('behavior: a forged wrapper is refused without a throw', async () => {
        const account = await ownedAccount(anvil, alice.address, 2)
        const bobs = await ownedAccount(anvil, bob.address, 2)
        const bobSigns = await bob.signMessage({ message })
        const aliceSigns = await alice.signMessage({ message })
        const nowhere = '0x000000000000000000000000000000000000dEaD' as Address
        for (const forged of [
          // bob's factory call and key, claiming alice's account: the account deployed is not the one claimed
          wrapErc6492(bobs, bobSigns),
          // alice's key through a "factory" that has no code, or a factory call that reverts
          wrapErc6492({ factory: nowhere, factoryData: account.factoryData }, aliceSigns),
          wrapErc6492({ factory: account.factory, factoryData: '0xdeadbeef' }, aliceSigns),
          // the suffix after bytes that are no wrapper at all
          `${aliceSigns}${ERC6492_SUFFIX.slice(2)}` as Hex,
          ERC6492_SUFFIX,
        ]) {
          expect(await verify(account.address, forged)).toBe(false)
        }
        // A wrapper does not let a key speak for an address that is no account of it (alice's own address).
        expect(await verify(alice.address, wrapErc6492(account, aliceSigns))).toBe(false)
        expect(await code(account.address)).toBe('0x')
      })

      test('behavior: an unreachable RPC rejects a wrapped signature with verifier-unavailable', async () => {
        const account = await ownedAccount(anvil, alice.address, 4)
        const down = make({ rpcUrls: { 1: `http://127.0.0.1:${await freePort()}` }, timeoutMs: 2_000 })
        const signed = wrapErc6492(account, await alice.signMessage({ message }))
        await expect(
          down.verify({ address: account.address, message, signature: signed, chainId: 1 }),
        ).rejects.toMatchObject({ code: 'verifier-unavailable' })
      })

      test('behavior: once deployed, the account signs through ERC-1271, with or without its wrapper', async () => {
        const account = await ownedAccount(anvil, alice.address, 3)
        await deployOwnedAccount(anvil, account)
        expect(await code(account.address)).not.toBe('0x')
        const signed = await alice.signMessage({ message })
        expect(await verify(account.address, signed)).toBe(true)
        expect(await verify(account.address, wrapErc6492(account, signed))).toBe(true)
        expect(await verify(account.address, await bob.signMessage({ message }))).toBe(false)
      })
    })

    test('parameters: a chain without an RPC URL only gets the local EIP-191 check', async () => {
      expect(
        await verifier.verify({
          address: alice.address,
          message,
          signature: await alice.signMessage({ message }),
          chainId: 5,
        }),
      ).toBe(true)
      expect(await verifier.verify({ address: WALLET, message, signature: ANY_SIGNATURE, chainId: 5 })).toBe(false)
    })

    test('behavior: an unreachable RPC rejects with verifier-unavailable', async () => {
      const down = make({ rpcUrls: { 1: `http://127.0.0.1:${await freePort()}` }, timeoutMs: 2_000 })
      const bobs = await bob.signMessage({ message })
      await expect(down.verify({ address: alice.address, message, signature: bobs, chainId: 1 })).rejects.toMatchObject(
        { code: 'verifier-unavailable' },
      )
      expect(await down.verify({ address: bob.address, message, signature: bobs, chainId: 1 })).toBe(true)
    })

    describe('conformance', () => {
      const positive = siweVectors<VerificationVector>('verification_positive')
      const negative = siweVectors<VerificationVector>('verification_negative')

      test.each(Object.keys(positive))('verification_positive %s verifies', async (key) => {
        expect(Object.keys(positive)).toHaveLength(4)
        const vector = positive[key]!
        const refusal = STRICTER_THAN_REFERENCE[key]
        if (refusal) {
          expect(await verifyVector(vector, verifier, checksumAddress)).toMatchObject({ ok: false, code: refusal })
          expect(await verifyVector(vector, verifier, checksumAddress, Infinity)).toMatchObject({ ok: true })
        } else {
          expect(await verifyVector(vector, verifier, checksumAddress)).toMatchObject({
            ok: true,
            session: { address: vector.address, chainId: 1 },
          })
        }
      })

      test.each(Object.keys(negative))('verification_negative %s is refused', async (key) => {
        expect(Object.keys(negative)).toHaveLength(10)
        expect(await verifyVector(negative[key]!, verifier, checksumAddress)).toMatchObject({
          ok: false,
          code: NEGATIVE_CODES[key],
        })
      })
    })
  })
}
