import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseStrictJson } from '../../../src/adapters/server/parseStrictJson'

const SURROGATE_REFUSED = { problem: 'The body holds an unpaired surrogate (not Unicode text)' }

/** Well-formed text of any code point (fast-check's 'binary' unit never yields half a pair). */
const unicodeText = fc.string({ unit: 'binary' })

/** Text holding one unpaired surrogate, high or low, among well-formed text. */
const textWithLoneSurrogate = fc
  .tuple(unicodeText, fc.integer({ min: 0xd800, max: 0xdfff }), unicodeText)
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`)

/** A JSON value with `text` placed as a string or as a member name, somewhere inside `host` (at any depth). */
function placeInside(host: unknown, text: string, path: readonly number[], asName: boolean): unknown {
  const here = asName ? { [text]: host } : [host, text]
  if (path.length === 0 || typeof host !== 'object' || host === null) return here
  const [step, ...rest] = path as [number, ...number[]]
  if (Array.isArray(host)) {
    if (host.length === 0) return here
    const at = step % host.length
    return host.map((item, i) => (i === at ? placeInside(item, text, rest, asName) : item))
  }
  const names = Object.keys(host)
  if (names.length === 0) return here
  const name = names[step % names.length]!
  return { ...host, [name]: placeInside((host as Record<string, unknown>)[name], text, rest, asName) }
}

/** JSON.stringify escapes an unpaired surrogate (`\ud800`); this writes it raw instead (a backslash before stays). */
const unescapeSurrogates = (json: string) =>
  json.replace(
    /(?<!\\)((?:\\\\)*)\\u(d[89a-f][0-9a-f]{2})/g,
    (_, slashes: string, hex: string) => `${slashes}${String.fromCharCode(Number.parseInt(hex, 16))}`,
  )

describe('parseStrictJson', () => {
  test('behavior: any JSON.stringify output parses to what JSON.parse gives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value)
        expect(parseStrictJson(text)).toEqual({ value: JSON.parse(text) })
      }),
    )
  })

  test('behavior: an object with one member written twice is refused, whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.string(),
        fc.jsonValue(),
        fc.jsonValue(),
        (rest, name, first, second) => {
          const members = Object.entries(rest)
            .filter(([key]) => key !== name)
            .map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v)}`)
          const twice = [
            `${JSON.stringify(name)}:${JSON.stringify(first)}`,
            `${JSON.stringify(name)}:${JSON.stringify(second)}`,
          ]
          const text = `{${[twice[0], ...members, twice[1]].join(',')}}`
          expect(parseStrictJson(text)).toEqual({ problem: `The body repeats the member ${JSON.stringify(name)}` })
        },
      ),
    )
  })

  test('behavior: any well-formed JSON of any Unicode text parses as JSON.parse reads it, as text and as UTF-8', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const text = JSON.stringify(value)
        expect(parseStrictJson(text)).toEqual({ value: JSON.parse(text) })
        expect(parseStrictJson(new TextEncoder().encode(text))).toEqual({ value: JSON.parse(text) })
      }),
    )
  })

  test('behavior: an unpaired surrogate anywhere, as a value or a name, escaped or raw, is refused', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'binary', maxDepth: 4 }),
        textWithLoneSurrogate,
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.boolean(),
        (host, text, path, asName) => {
          const escaped = JSON.stringify(placeInside(host, text, path, asName))
          expect(escaped).toMatch(/\\ud[89a-f]/)
          expect(parseStrictJson(escaped)).toEqual(SURROGATE_REFUSED)
          const raw = unescapeSurrogates(escaped)
          expect(raw).toMatch(/\p{Cs}/u)
          expect(parseStrictJson(raw)).toEqual(SURROGATE_REFUSED)
        },
      ),
    )
  })

  test('behavior: a raw surrogate sent as bytes (its three-byte form) is not UTF-8 and is refused', () => {
    fc.assert(
      fc.property(unicodeText, fc.integer({ min: 0xd800, max: 0xdfff }), unicodeText, (before, unit, after) => {
        const surrogate = [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        const bytes = Uint8Array.from([
          ...new TextEncoder().encode(`{"a":${JSON.stringify(before).slice(0, -1)}`),
          ...surrogate,
          ...new TextEncoder().encode(`${JSON.stringify(after).slice(1)}}`),
        ])
        expect(parseStrictJson(bytes)).toEqual({ problem: 'The body is not UTF-8' })
      }),
    )
  })
})
