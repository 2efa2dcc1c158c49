import { describe, expect, test } from 'vitest'
import { readSignInBody } from '../../../src/adapters/server/readSignInBody'

describe('readSignInBody', () => {
  test('default', () => {
    expect(readSignInBody('application/json', '{"message":"m","signature":"0xAbCd","extra":1}')).toEqual({
      message: 'm',
      signature: '0xAbCd',
    })
  })

  test('parameters: content type', () => {
    expect(readSignInBody('application/json; charset=utf-8', '{"message":"m","signature":"0x00"}')).toEqual({
      message: 'm',
      signature: '0x00',
    })
    expect(readSignInBody('APPLICATION/JSON', '{"message":"m","signature":"0x00"}')).toEqual({
      message: 'm',
      signature: '0x00',
    })
    expect(readSignInBody(undefined, '{}')).toEqual({ problem: 'Expected Content-Type: application/json' })
    expect(readSignInBody('application/jsonx', '{}')).toEqual({ problem: 'Expected Content-Type: application/json' })
  })

  test('behavior: empty strings are refused', () => {
    expect(readSignInBody('application/json', '{"message":"","signature":"0x00"}')).toEqual({
      problem: '`message` must be a non-empty string',
    })
    expect(readSignInBody('application/json', '{"message":"m","signature":"0x"}')).toEqual({
      problem: '`signature` must be 0x-prefixed hex bytes',
    })
    expect(readSignInBody('application/json', '')).toEqual({ problem: 'The body is not valid JSON' })
  })
})
