import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import { checkOrigin, checkTimes } from '../../../src/domain/auth/signInRules'
import { domainArb, siweFieldsArb } from '../../support/siweArbitraries'

const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') })
const iso = (ms: number) => new Date(ms).toISOString()

describe('signInRules', () => {
  test('behavior: checkTimes passes exactly when issuedAt <= now + skew, now < expiration and now >= notBefore', () => {
    fc.assert(
      fc.property(
        siweFieldsArb,
        instant,
        instant,
        fc.option(instant),
        fc.option(instant),
        fc.nat({ max: 120_000 }),
        (base, now, issued, exp, nb, skew) => {
          const fields: SiweFields = {
            ...base,
            issuedAt: iso(issued),
            expirationTime: exp === null ? undefined : iso(exp),
            notBefore: nb === null ? undefined : iso(nb),
          }
          const shouldPass = issued <= now + skew && (exp === null || now < exp) && (nb === null || now >= nb)
          expect(checkTimes(fields, now, skew) === undefined).toBe(shouldPass)
        },
      ),
    )
  })

  test('behavior: checkOrigin accepts the origin followed by nothing, a path, a query or a fragment, and nothing else', () => {
    const suffix = fc.string({ maxLength: 10 })
    fc.assert(
      fc.property(siweFieldsArb, domainArb, suffix, (base, domain, rest) => {
        const origin = `https://${domain}`
        const fields: SiweFields = { ...base, scheme: undefined, domain, uri: origin + rest }
        const result = checkOrigin(fields, { origin, domain })
        expect(result === undefined).toBe(rest === '' || '/?#'.includes(rest[0]!))
      }),
    )
  })

  test('behavior: checkOrigin refuses any other domain', () => {
    fc.assert(
      fc.property(siweFieldsArb, domainArb, domainArb, (base, a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase())
        const result = checkOrigin(
          { ...base, scheme: undefined, domain: a, uri: `https://${a}/` },
          { origin: `https://${b}`, domain: b },
        )
        expect(result?.code).toBe('domain-mismatch')
      }),
    )
  })
})
