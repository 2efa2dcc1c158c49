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

  test('behavior: an unpaired surrogate, escaped or raw, in a value or a name at any depth, is refused', () => {
    const refused = { problem: 'The body holds an unpaired surrogate (not Unicode text)' }
    for (const text of [
      '{"displayName":"A\\ud800B"}',
      '{"displayName":"\\udc00"}',
      '{"a":"\\udc00\\ud800"}',
      '{"a":[1,{"b":["x\\ud800"]}]}',
      '{"\\ud800":1}',
      '{"a":{"x\\udfff":true}}',
      '["\uD800"]',
      '{"a":"\uDC00"}',
    ]) {
      expect(parseStrictJson(text), text).toEqual(refused)
    }
  })

  test('behavior: a surrogate pair, escaped or raw, and an escaped backslash before "ud800" are text', () => {
    expect(parseStrictJson('{"a":"\\ud83d\\ude00","b":"😀","c":"\\\\ud800"}')).toEqual({
      value: { a: '😀', b: '😀', c: '\\ud800' },
    })
  })

  test('parameters: bytes are read as UTF-8; bytes that are not UTF-8 (a raw surrogate among them) are refused', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)))
    expect(parseStrictJson(bytes('{"a":"é😀"}'))).toEqual({ value: { a: 'é😀' } })
    expect(parseStrictJson(bytes([0xef, 0xbb, 0xbf], '{"a":1}'))).toEqual({ value: { a: 1 } })
    for (const raw of [[0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xff], [0xc3], [0xc0, 0xaf]]) {
      expect(parseStrictJson(bytes('{"a":"A', raw, 'B"}'))).toEqual({ problem: 'The body is not UTF-8' })
    }
  })
})
