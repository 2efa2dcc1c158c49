import { getAddress } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import { verifySignIn, type VerifySignInDeps } from '../../../src/domain/auth/verifySignIn'
import type { SignatureVerifier } from '../../../src/ports/signatureVerifier'
import { alice, bob, fieldsFor, signedMessage } from '../../support/siweSigning'

const ORIGIN = 'http://localhost:8080'
const NOW = Date.parse('2024-05-01T12:00:00.000Z')
const NONCE = 'n0nce1234567890abcdef'
const iso = (ms: number) => new Date(ms).toISOString()

/** Real EIP-191 check, with a switch that makes it behave like an unreachable RPC. */
class SwitchableVerifier implements SignatureVerifier {
  unavailable = false
  private readonly inner = new ViemSignatureVerifier({ rpcUrls: {} })
  async verify(args: Parameters<SignatureVerifier['verify']>[0]): Promise<boolean> {
    if (this.unavailable) throw new Error('RPC down')
    return this.inner.verify(args)
  }
}

let clockNow = NOW
let deps: VerifySignInDeps & { signatureVerifier: SwitchableVerifier }

beforeEach(async () => {
  clockNow = NOW
  const clock = { now: () => clockNow }
  const nonceStore = new MemoryNonceStore({ clock })
  await nonceStore.issue(NONCE, NOW + 600_000)
  deps = {
    expected: { origin: ORIGIN, domain: 'localhost:8080' },
    chainIds: [1, 5],
    nonceStore,
    signatureVerifier: new SwitchableVerifier(),
    clock,
    checksumAddress: getAddress,
  }
})

const fields = (overrides = {}) => fieldsFor(ORIGIN, NONCE, { issuedAt: iso(NOW), ...overrides })
let fresh = 0

/** The outcome for a message with `overrides`, on a freshly issued nonce unless the overrides name one. */
async function codeOf(overrides: Partial<SiweFields> = {}, signer = alice): Promise<string> {
  const nonce = `fresh${String(++fresh).padStart(8, '0')}`
  await deps.nonceStore.issue(nonce, clockNow + 600_000)
  const result = await verifySignIn(deps, await signedMessage(fields({ nonce, ...overrides }), signer))
  return result.ok ? 'ok' : result.code
}

describe('verifySignIn', () => {
  test('default', async () => {
    const result = await verifySignIn(deps, await signedMessage(fields()))
    expect(result).toMatchObject({ ok: true, session: { address: alice.address, chainId: 1 } })
  })

  test('behavior: each refusal has its code and sentence', async () => {
    const garbage = await verifySignIn(deps, { message: 'hello', signature: '0x00' })
    expect(garbage).toEqual({
      ok: false,
      code: 'invalid-message',
      message:
        'Invalid sign-in message: the first line should end with "wants you to sign in with your Ethereum account:"',
    })
    const wrongDomain = await verifySignIn(deps, await signedMessage(fields({ domain: 'evil.com' })))
    expect(wrongDomain).toEqual({
      ok: false,
      code: 'domain-mismatch',
      message: 'The message is for evil.com, not localhost:8080',
    })
  })

  test('parameters: domain and URI binding', async () => {
    expect(await codeOf({ domain: 'localhost:8081' })).toBe('domain-mismatch')
    expect(await codeOf({ scheme: 'https' })).toBe('domain-mismatch')
    expect(await codeOf({ scheme: 'http', domain: 'LOCALHOST:8080' })).toBe('ok')
  })

  test.each([
    ['http://localhost:8080/login?x=1#y', 'ok'],
    ['http://localhost:8080?x', 'ok'],
    ['http://localhost:80801', 'uri-mismatch'],
    ['http://localhost:8080@evil.com/', 'uri-mismatch'],
    ['https://localhost:8080/', 'uri-mismatch'],
    ['http://evil.com/', 'uri-mismatch'],
  ])('parameters: uri %s -> %s', async (uri, expected) => {
    expect(await codeOf({ uri })).toBe(expected)
  })

  test('parameters: chain', async () => {
    expect(await codeOf({ chainId: 5 })).toBe('ok')
  })

  test('parameters: unconfigured chain', async () => {
    expect(await codeOf({ chainId: 10 })).toBe('chain-not-configured')
  })

  test('parameters: nonce', async () => {
    expect(await codeOf({ nonce: 'notissued123' })).toBe('nonce-unknown')
    clockNow = NOW + 600_000
    const late = await verifySignIn(deps, await signedMessage(fields({ issuedAt: iso(clockNow) })))
    expect(late).toEqual({ ok: false, code: 'nonce-expired', message: 'The nonce has expired' })
  })

  test('behavior: a nonce is single use, even when the first attempt failed', async () => {
    expect(await codeOf({ nonce: NONCE, chainId: 10 })).toBe('chain-not-configured')
    expect(await codeOf({ nonce: NONCE })).toBe('nonce-used')
  })

  test('behavior: a message that does not parse still consumes the nonce it names', async () => {
    const valid = await signedMessage(fields())
    const lowerCase = valid.message.replace(alice.address, alice.address.toLowerCase())
    expect(await verifySignIn(deps, { ...valid, message: lowerCase })).toMatchObject({
      ok: false,
      code: 'invalid-message',
    })
    expect(await verifySignIn(deps, valid)).toEqual({
      ok: false,
      code: 'nonce-used',
      message: 'The nonce was already used',
    })
  })

  test('behavior: a malformed Nonce line consumes nothing', async () => {
    const valid = await signedMessage(fields())
    const broken = valid.message.replace(`Nonce: ${NONCE}`, `Nonce: ${NONCE}!`)
    expect(await verifySignIn(deps, { ...valid, message: broken })).toMatchObject({
      ok: false,
      code: 'invalid-message',
    })
    expect(await verifySignIn(deps, valid)).toMatchObject({ ok: true })
  })

  test('parameters: times', async () => {
    expect(await codeOf({ issuedAt: iso(NOW + 60_000) })).toBe('ok')
  })

  test.each([
    [{ issuedAt: iso(NOW + 60_001) }, 'not-yet-valid'],
    [{ expirationTime: iso(NOW) }, 'expired'],
    [{ expirationTime: iso(NOW + 1) }, 'ok'],
    [{ notBefore: iso(NOW + 1) }, 'not-yet-valid'],
    [{ notBefore: iso(NOW) }, 'ok'],
  ])('parameters: times %o -> %s', async (overrides, expected) => {
    expect(await codeOf(overrides)).toBe(expected)
  })

  test('parameters: skewMs', async () => {
    deps.skewMs = 0
    expect(await codeOf({ issuedAt: iso(NOW + 1) })).toBe('not-yet-valid')
  })

  test('behavior: a signature by another key is refused', async () => {
    expect(await codeOf({}, bob)).toBe('bad-signature')
    expect(await codeOf({ address: bob.address })).toBe('bad-signature')
  })

  test('behavior: a verifier failure is reported as unavailable, not as a bad signature', async () => {
    deps.signatureVerifier.unavailable = true
    const result = await verifySignIn(deps, await signedMessage(fields()))
    expect(result).toEqual({
      ok: false,
      code: 'verifier-unavailable',
      message: 'The signature could not be checked, please retry',
    })
  })
})
