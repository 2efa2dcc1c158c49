import { describe, expect, test } from 'vitest'
import { isAfterCursor, readSupportCursor, writeSupportCursor } from '../../../src/domain/support/supportCursor'

describe('supportCursor', () => {
  test('default: a written cursor reads back', () => {
    expect(writeSupportCursor({ createdAt: 1_700_000_000_000, seq: 42 })).toBe('1700000000000.42')
    expect(readSupportCursor('1700000000000.42')).toEqual({ createdAt: 1_700_000_000_000, seq: 42 })
    expect(readSupportCursor('0.0')).toEqual({ createdAt: 0, seq: 0 })
  })

  test('parameters: text no page hands out is undefined', () => {
    for (const text of [
      '',
      'nonsense',
      '1',
      '1.',
      '.1',
      '01.1',
      '1.01',
      '-1.1',
      '1.2.3',
      '1e3.1',
      ' 1.1',
      '99999999999999999.1',
    ]) {
      expect(readSupportCursor(text)).toBeUndefined()
    }
    expect(readSupportCursor(undefined)).toBeUndefined()
    expect(readSupportCursor(12)).toBeUndefined()
  })

  test('behavior: after a cursor means older, or as old with a lower sequence', () => {
    const cursor = { createdAt: 10, seq: 5 }
    expect(isAfterCursor({ createdAt: 9, seq: 99 }, cursor)).toBe(true)
    expect(isAfterCursor({ createdAt: 10, seq: 4 }, cursor)).toBe(true)
    expect(isAfterCursor({ createdAt: 10, seq: 5 }, cursor)).toBe(false)
    expect(isAfterCursor({ createdAt: 11, seq: 0 }, cursor)).toBe(false)
  })
})
