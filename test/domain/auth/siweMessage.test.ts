import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { hasCode } from '../../../src/domain/errors/baseError'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import { buildSiweMessage, parseSiweMessage } from '../../../src/domain/auth/siweMessage'
import { siweVectors } from '../../support/siweVectors'
import { errorOf } from '../../support/errorOf'

const options = { checksumAddress: getAddress }
const positive = siweVectors<{ message: string; fields: Record<string, unknown> }>('parsing_positive')
const negative = siweVectors<string>('parsing_negative')
const negativeObjects = siweVectors<Record<string, unknown>>('parsing_negative_objects')

/** The vectors write an absent optional field as null; the domain leaves it out. */
function withoutNull(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null))
}

const fields: SiweFields = {
  domain: 'localhost:8080',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Creators Studio',
  uri: 'http://localhost:8080',
  version: '1',
  chainId: 1,
  nonce: 'abcdefgh12345678',
  issuedAt: '2024-01-01T00:00:00.000Z',
}

// Pinned so that a vector rejected for the wrong reason shows up.
const NEGATIVE_REASONS: Record<string, string> = {
  'missing domain': 'domain is missing',
  'missing address': 'address is missing',
  'missing uri': 'line 6 should start with "URI: "',
  'missing version': 'line 7 should start with "Version: "',
  'missing chainId': 'line 8 should start with "Chain ID: "',
  'missing nonce': 'line 9 should start with "Nonce: "',
  'missing issuedAt': 'line 10 should start with "Issued At: "',
  'out of order uri': 'line 6 should start with "URI: "',
  'out of order version': 'line 7 should start with "Version: "',
  'out of order chainId': 'line 8 should start with "Chain ID: "',
  'out of order nonce': 'line 9 should start with "Nonce: "',
  'out of order issuedAt': 'line 10 should start with "Issued At: "',
  'out of order expirationTime': 'unexpected line 12 (fields out of order or unknown)',
  'out of order notBefore': 'unexpected line 13 (fields out of order or unknown)',
  'out of order requestId': 'line 15 should be a resource starting with "- "',
  'out of order resources': 'line 14 should be a resource starting with "- "',
  'domain not RFC4501 authority': 'domain is not an RFC 3986 authority',
  'address not EIP-55': 'address is not an EIP-55 checksummed address',
  'statement has line break': 'line 5 should be empty (after the statement)',
  'uri is non-RFC 3986': 'uri is not an RFC 3986 URI',
  'version not 1': 'version must be 1',
  'not a valid chainId': 'Chain ID must be decimal digits',
  'nonce with less then 8 chars': 'nonce must be at least 8 letters or digits',
  'non-ISO 8601 issuedAt': 'issuedAt is not an RFC 3339 date-time',
  'non-ISO 8601 expirationTime': 'expirationTime is not an RFC 3339 date-time',
  'non-ISO 8601 notBefore': 'notBefore is not an RFC 3339 date-time',
  'resources not separated by line break': 'every resource must be an RFC 3986 URI',
  'first resource not-RFC 3986': 'every resource must be an RFC 3986 URI',
  'second resource is not-RFC3986': 'every resource must be an RFC 3986 URI',
}

describe('siweMessage', () => {
  test('default', () => {
    expect(buildSiweMessage(fields, options)).toBe(
      'localhost:8080 wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n' +
        'Sign in to Creators Studio\n\nURI: http://localhost:8080\nVersion: 1\nChain ID: 1\nNonce: abcdefgh12345678\n' +
        'Issued At: 2024-01-01T00:00:00.000Z',
    )
  })

  test.each(Object.entries(positive))('conformance: parsing_positive %s builds and parses back', (_, vector) => {
    expect(Object.keys(positive)).toHaveLength(19)
    const expected = withoutNull(vector.fields)
    expect(buildSiweMessage(vector.fields as SiweFields, options)).toBe(vector.message)
    expect(parseSiweMessage(vector.message, options)).toEqual(expected)
  })

  test.each(Object.entries(negative))('conformance: parsing_negative %s is rejected', (name, message) => {
    expect(Object.keys(negative)).toHaveLength(29)
    const err = errorOf(() => parseSiweMessage(message, options))
    expect(hasCode(err, 'invalid-siwe-message')).toBe(true)
    expect((err as Error).message).toBe(`Invalid sign-in message: ${NEGATIVE_REASONS[name]}`)
  })

  test.each(Object.entries(negativeObjects))('conformance: parsing_negative_objects %s is rejected', (_, object) => {
    expect(Object.keys(negativeObjects)).toHaveLength(18)
    const err = errorOf(() => buildSiweMessage(object as SiweFields, options))
    expect(hasCode(err, 'invalid-siwe-message')).toBe(true)
  })

  test('behavior: errors name the problem', () => {
    expect((errorOf(() => buildSiweMessage({ ...fields, nonce: 'short' }, options)) as Error).message).toBe(
      'Invalid sign-in message: nonce must be at least 8 letters or digits',
    )
    const { uri: _, ...noUri } = fields
    expect((errorOf(() => buildSiweMessage(noUri as SiweFields, options)) as Error).message).toBe(
      'Invalid sign-in message: uri is missing',
    )
    const lower = buildSiweMessage(fields, options).replace(fields.address, fields.address.toLowerCase())
    expect((errorOf(() => parseSiweMessage(lower, options)) as Error).message).toBe(
      'Invalid sign-in message: address is not an EIP-55 checksummed address',
    )
    expect((errorOf(() => parseSiweMessage(`${buildSiweMessage(fields, options)}\n`, options)) as Error).message).toBe(
      'Invalid sign-in message: unexpected line 11 (fields out of order or unknown)',
    )
  })

  test('parameters: optional fields round-trip', () => {
    const full: SiweFields = {
      ...fields,
      scheme: 'http',
      expirationTime: '2024-01-02T00:00:00Z',
      notBefore: '2024-01-01T00:00:00+01:00',
      requestId: '',
      resources: [],
    }
    const text = buildSiweMessage(full, options)
    expect(text).toContain(
      '\nExpiration Time: 2024-01-02T00:00:00Z\nNot Before: 2024-01-01T00:00:00+01:00\nRequest ID: \nResources:',
    )
    expect(parseSiweMessage(text, options)).toEqual(full)
  })

  test('behavior: a checksum function that throws means an invalid address', () => {
    const throwing = {
      checksumAddress: () => {
        throw new Error('bad checksum')
      },
    }
    expect(
      hasCode(
        errorOf(() => buildSiweMessage(fields, throwing)),
        'invalid-siwe-message',
      ),
    ).toBe(true)
  })

  test('behavior: impossible dates and empty statements are rejected', () => {
    for (const bad of [
      { issuedAt: '2022-02-31T00:00:00Z' },
      { issuedAt: '2023-02-29T00:00:00Z' },
      { statement: '' },
      { statement: 'caf\u00e9' },
    ]) {
      expect(
        hasCode(
          errorOf(() => buildSiweMessage({ ...fields, ...bad }, options)),
          'invalid-siwe-message',
        ),
      ).toBe(true)
    }
    expect(buildSiweMessage({ ...fields, issuedAt: '2024-02-29T23:59:60Z' }, options)).toContain(
      'Issued At: 2024-02-29T23:59:60Z',
    )
  })
})
