import { describe, expect, test } from 'vitest'
import { parseUnicodeRange } from '../../../../src/adapters/server/creatorCard/unicodeRange'

describe('parseUnicodeRange', () => {
  test('default', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+1F1E6-1F1FF')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e6, 0x1f1ff],
    ])
  })

  test('behavior: an item it cannot read is a clear error, never a silently smaller range', () => {
    expect(() => parseUnicodeRange('U+4??')).toThrow('Unreadable unicode-range item "U+4??"')
    expect(() => parseUnicodeRange('0041')).toThrow('Unreadable unicode-range item "0041"')
  })
})
