import fc from 'fast-check'
import { getAddress, toHex } from 'viem'
import type { SiweFields } from '../../src/domain/auth/siweFields'
import type { Address } from '../../src/domain/shared/hex'

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const UNRESERVED = `${ALNUM}-._~`
const STATEMENT = `${UNRESERVED}:/?#[]@!$&'()*+,;= `

const chars = (set: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...set), minLength, maxLength })

/** Checksummed addresses. */
export const addressArb: fc.Arbitrary<Address> = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(toHex(bytes)))

/** RFC 3986 authorities with a host (what a sign-in domain may be). */
export const domainArb = fc
  .tuple(
    fc.option(chars(UNRESERVED, 1, 6), { nil: undefined }),
    fc.oneof(
      chars(UNRESERVED, 1, 16),
      fc.ipV4(),
      fc.ipV6().map((ip) => `[${ip}]`),
    ),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  )
  .map(([user, host, port]) => `${user === undefined ? '' : `${user}@`}${host}${port === undefined ? '' : `:${port}`}`)

export const schemeArb = fc.constantFrom('https', 'http', 'ws', 'coap+tcp')

/** RFC 3986 URIs (scheme, authority, path, query, fragment). */
export const uriArb = fc
  .tuple(
    schemeArb,
    domainArb,
    fc.array(chars(UNRESERVED, 0, 8), { maxLength: 3 }),
    fc.option(chars(`${UNRESERVED}=&`, 0, 10), { nil: undefined }),
  )
  .map(
    ([scheme, authority, path, query]) =>
      `${scheme}://${authority}${path.map((p) => `/${p}`).join('')}${query === undefined ? '' : `?${query}`}`,
  )

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
})
/** RFC 3339 date-times in a few spellings. */
export const dateTimeArb = fc
  .tuple(instant, fc.constantFrom('ms', 'seconds', 'offset'))
  .map(([d, style]) =>
    style === 'ms'
      ? d.toISOString()
      : style === 'seconds'
        ? `${d.toISOString().slice(0, 19)}Z`
        : `${d.toISOString().slice(0, 19)}+02:00`,
  )

export const nonceArb = chars(ALNUM, 8, 32)
export const statementArb = chars(STATEMENT, 1, 60)
export const requestIdArb = chars(`${UNRESERVED}:@!$&'()*+,;=`, 0, 12)

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

/** Valid EIP-4361 field objects, optional fields absent (not undefined-valued). */
export const siweFieldsArb: fc.Arbitrary<SiweFields> = fc
  .record({
    scheme: optional(schemeArb),
    domain: domainArb,
    address: addressArb,
    statement: optional(statementArb),
    uri: uriArb,
    version: fc.constant('1' as const),
    chainId: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    nonce: nonceArb,
    issuedAt: dateTimeArb,
    expirationTime: optional(dateTimeArb),
    notBefore: optional(dateTimeArb),
    requestId: optional(requestIdArb),
    resources: optional(fc.array(uriArb, { maxLength: 3 })),
  })
  .map(
    (fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as unknown as SiweFields,
  )
