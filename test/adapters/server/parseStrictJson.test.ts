import { describe, expect, test } from 'vitest'
import { parseStrictJson } from '../../../src/adapters/server/parseStrictJson'

describe('parseStrictJson', () => {
  test('default', () => {
    expect(parseStrictJson('{"message":"m","signature":"0x00"}')).toEqual({
      value: { message: 'm', signature: '0x00' },
    })
  })

  test('behavior: a repeated member is refused, at any depth and however it is escaped', () => {
    expect(parseStrictJson('{"message":"junk","signature":"0x00","message":"signed"}')).toEqual({
      problem: 'The body repeats the member "message"',
    })
    expect(parseStrictJson('{"a":{"b":1,"\\u0062":2}}')).toEqual({ problem: 'The body repeats the member "b"' })
    expect(parseStrictJson('[{"x":[{"z":1,"z":2}]}]')).toEqual({ problem: 'The body repeats the member "z"' })
  })

  test('behavior: the same name in sibling objects is not a repeat', () => {
    expect(parseStrictJson('[{"x":1},{"x":2}]')).toEqual({ value: [{ x: 1 }, { x: 2 }] })
  })

  test('behavior: nesting too deep for the member check is refused, not thrown', () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`
    expect(() => JSON.parse(deep)).not.toThrow()
    expect(parseStrictJson(deep)).toEqual({ problem: 'The body is nested too deeply' })
  })

  test('behavior: text that is not JSON is refused', () => {
    for (const text of ['', '{"a":1', "{'a':1}", '{"a":1,}', '// x\n{}']) {
      expect(parseStrictJson(text)).toEqual({ problem: 'The body is not valid JSON' })
    }
  })
})
