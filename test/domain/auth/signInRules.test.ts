import { describe, expect, test } from 'vitest'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import { checkOrigin, checkTimes } from '../../../src/domain/auth/signInRules'

const fields: SiweFields = {
  scheme: 'http',
  domain: 'localhost:8080',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'http://localhost:8080',
  version: '1',
  chainId: 1,
  nonce: 'abcdefgh1234',
  issuedAt: '2024-01-01T00:00:00Z',
}
const expected = { origin: 'http://localhost:8080', domain: 'localhost:8080' }
const NOW = Date.parse('2024-01-01T00:00:00Z')

describe('signInRules', () => {
  test('default', () => {
    expect(checkOrigin(fields, expected)).toBeUndefined()
    expect(checkTimes(fields, NOW, 60_000)).toBeUndefined()
  })

  test('behavior: a message without a scheme is for https (EIP-4361), so only an https APP_ORIGIN accepts it', () => {
    const schemeless = { ...fields, scheme: undefined }
    expect(checkOrigin(schemeless, expected)).toEqual({
      ok: false,
      code: 'domain-mismatch',
      message: 'The message is for https://localhost:8080, not http://localhost:8080',
    })
    expect(
      checkOrigin(
        { ...schemeless, uri: 'https://localhost:8080' },
        { origin: 'https://localhost:8080', domain: 'localhost:8080' },
      ),
    ).toBeUndefined()
    expect(checkOrigin({ ...fields, scheme: 'HTTP' }, expected)).toBeUndefined()
  })

  test('behavior: messages name the mismatch', () => {
    expect(checkOrigin({ ...fields, domain: 'evil.com' }, expected)).toEqual({
      ok: false,
      code: 'domain-mismatch',
      message: 'The message is for evil.com, not localhost:8080',
    })
    expect(checkOrigin({ ...fields, uri: 'http://evil.com' }, expected)).toEqual({
      ok: false,
      code: 'uri-mismatch',
      message: 'The message URI must be on http://localhost:8080',
    })
    expect(checkOrigin({ ...fields, scheme: 'https' }, expected)).toEqual({
      ok: false,
      code: 'domain-mismatch',
      message: 'The message is for https://localhost:8080, not http://localhost:8080',
    })
    expect(checkTimes({ ...fields, expirationTime: '2023-01-01T00:00:00Z' }, NOW, 0)).toEqual({
      ok: false,
      code: 'expired',
      message: 'The message has expired',
    })
    expect(checkTimes({ ...fields, notBefore: '2025-01-01T00:00:00Z' }, NOW, 0)).toEqual({
      ok: false,
      code: 'not-yet-valid',
      message: 'The message is not valid yet',
    })
    expect(checkTimes({ ...fields, issuedAt: '2024-01-01T00:01:00.001Z' }, NOW, 60_000)).toEqual({
      ok: false,
      code: 'not-yet-valid',
      message: 'The message was issued in the future',
    })
  })

  test('parameters: skew Infinity turns the Issued At rule off', () => {
    expect(checkTimes({ ...fields, issuedAt: '2999-01-01T00:00:00Z' }, NOW, Infinity)).toBeUndefined()
  })

  test('behavior: an unparseable date never passes', () => {
    expect(checkTimes({ ...fields, issuedAt: 'yesterday' }, NOW, Infinity)).toMatchObject({ code: 'not-yet-valid' })
    expect(checkTimes({ ...fields, expirationTime: 'tomorrow' }, NOW, 0)).toMatchObject({ code: 'expired' })
    expect(checkTimes({ ...fields, notBefore: 'now' }, NOW, 0)).toMatchObject({ code: 'not-yet-valid' })
  })
})
