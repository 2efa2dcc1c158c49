import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import { buildSiweMessage } from '../../../src/domain/auth/siweMessage'
import { verifySignIn } from '../../../src/domain/auth/verifySignIn'
import type { Hex } from '../../../src/domain/shared/hex'
import {
  addressArb,
  domainArb,
  nonceArb,
  requestIdArb,
  statementArb,
  uriArb,
  siweFieldsArb,
} from '../../support/siweArbitraries'
import { alice } from '../../support/siweSigning'

const NOW = Date.parse('2100-01-01T00:00:00Z')
const later = fc
  .date({ min: new Date('2100-01-02T00:00:00Z'), max: new Date('2199-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())
const earlier = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const verifier = new ViemSignatureVerifier({ rpcUrls: {} })

function uriScheme(uri: string): string {
  return uri.slice(0, uri.indexOf(':'))
}

/** EIP-4361: a message may leave its scheme out only when it is https. */
const mayOmitScheme = (uri: string) => uriScheme(uri).toLowerCase() === 'https'

/** The same scheme in other letters: another message text, the same origin (schemes are case-insensitive). */
const recased = (scheme: string) => (scheme === scheme.toLowerCase() ? scheme.toUpperCase() : scheme.toLowerCase())

/** Messages alice can sign in with at NOW: her address, no expiry before NOW, scheme consistent with the URI (left out only for https). */
const signableArb = fc
  .tuple(siweFieldsArb, optional(later), optional(earlier), fc.boolean())
  .map(([fields, expirationTime, notBefore, withScheme]): SiweFields => {
    const { scheme: _, expirationTime: __, notBefore: ___, ...rest } = fields
    const out: SiweFields = {
      ...rest,
      address: alice.address,
      issuedAt: fields.issuedAt < '2100' ? fields.issuedAt : '2099-01-01T00:00:00Z',
    }
    if (withScheme || !mayOmitScheme(fields.uri)) out.scheme = uriScheme(fields.uri)
    if (expirationTime) out.expirationTime = expirationTime
    if (notBefore) out.notBefore = notBefore
    return out
  })

type Tamper = (fields: SiweFields) => fc.Arbitrary<Partial<SiweFields>>
const toggle = <T>(current: T | undefined, arb: fc.Arbitrary<T>) =>
  current === undefined ? arb : fc.constant(undefined)

/** One field changed to another valid value (or an optional field added or removed). */
const TAMPERS: Record<string, Tamper> = {
  domain: () => domainArb.map((domain) => ({ domain })),
  address: () => addressArb.map((address) => ({ address })),
  statement: (f) => fc.oneof(toggle(f.statement, statementArb), statementArb).map((statement) => ({ statement })),
  uri: (f) =>
    uriArb.map((uri) => ({ uri, scheme: f.scheme === undefined && mayOmitScheme(uri) ? undefined : uriScheme(uri) })),
  chainId: () => fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map((chainId) => ({ chainId })),
  nonce: () => nonceArb.map((nonce) => ({ nonce })),
  issuedAt: () => earlier.map((issuedAt) => ({ issuedAt })),
  expirationTime: (f) => fc.oneof(toggle(f.expirationTime, later), later).map((expirationTime) => ({ expirationTime })),
  notBefore: (f) => fc.oneof(toggle(f.notBefore, earlier), earlier).map((notBefore) => ({ notBefore })),
  requestId: (f) => fc.oneof(toggle(f.requestId, requestIdArb), requestIdArb).map((requestId) => ({ requestId })),
  resources: (f) =>
    fc
      .oneof(toggle(f.resources, fc.array(uriArb, { maxLength: 2 })), fc.array(uriArb, { maxLength: 2 }))
      .map((resources) => ({ resources })),
  scheme: (f) =>
    fc.constant({
      scheme: f.scheme === undefined ? uriScheme(f.uri) : mayOmitScheme(f.uri) ? undefined : recased(f.scheme),
    }),
}

function withoutUndefined(fields: SiweFields): SiweFields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as SiweFields
}

/** Verifies `message` with everything but the signature set up to accept `fields`. */
async function verifyAgainst(fields: SiweFields, message: string, signature: Hex) {
  const clock = { now: () => NOW }
  const nonceStore = new MemoryNonceStore({ clock })
  await nonceStore.issue(fields.nonce, NOW + 60_000)
  const origin = /^[^:]+:\/\/[^/?#]*/.exec(fields.uri)?.[0] ?? ''
  const expected = { origin, domain: fields.domain }
  return verifySignIn(
    {
      expected,
      chainIds: [fields.chainId],
      nonceStore,
      signatureVerifier: verifier,
      clock,
      checksumAddress: getAddress,
    },
    { message, signature },
  )
}

const caseArb = signableArb.chain((fields) =>
  fc
    .constantFrom(...Object.keys(TAMPERS))
    .chain((name) =>
      TAMPERS[name]!(fields).map((change) => ({ fields, name, tampered: withoutUndefined({ ...fields, ...change }) })),
    ),
)

describe('verifySignIn', () => {
  test('behavior: changing any one field after signing makes verification fail on the signature', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ fields, tampered }) => {
        const options = { checksumAddress: getAddress }
        const message = buildSiweMessage(fields, options)
        const signature = await alice.signMessage({ message })
        expect(await verifyAgainst(fields, message, signature)).toMatchObject({ ok: true })
        const changed = buildSiweMessage(tampered, options)
        fc.pre(changed !== message)
        expect(await verifyAgainst(tampered, changed, signature)).toMatchObject({ ok: false, code: 'bad-signature' })
      }),
      { numRuns: 60 },
    )
  })
})
