import { describe, expect, test } from 'vitest'
import { namedNonces } from '../../../src/domain/auth/namedNonces'

describe('namedNonces', () => {
  test('default', () => {
    expect(
      namedNonces('localhost wants you\n0xabc\n\nURI: http://localhost\nNonce: abcd1234EFGH\nIssued At: x'),
    ).toEqual(['abcd1234EFGH'])
  })

  test.each([
    ['no Nonce line', 'hello', []],
    ['too short', 'Nonce: abc1234', []],
    ['trailing text', 'Nonce: abcd1234 please', []],
    ['a CRLF line', 'Nonce: abcd1234\r\nIssued At: x', []],
    ['not at the line start', 'xNonce: abcd1234', []],
    ['lower-case tag', 'nonce: abcd1234', []],
    ['no space', 'Nonce:abcd1234', []],
    ['a repeated line, once', 'Nonce: abcd1234\nNonce: abcd1234', ['abcd1234']],
    ['two names, both', 'Nonce: abcd1234\nNonce: wxyz9876', ['abcd1234', 'wxyz9876']],
  ])('parameters: %s', (_, text, expected) => {
    expect(namedNonces(text)).toEqual(expected)
  })
})
