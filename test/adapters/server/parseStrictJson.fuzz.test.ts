import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseStrictJson } from '../../../src/adapters/server/parseStrictJson'

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
})
