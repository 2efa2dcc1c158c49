import { describe, expect, test } from 'vitest'
import { graphemeLength } from '../../../src/domain/creators/graphemeLength'

describe('graphemeLength', () => {
  test('default: counts characters a reader sees', () => {
    expect(graphemeLength('')).toBe(0)
    expect(graphemeLength('Ada')).toBe(3)
    expect(graphemeLength('👨‍👩‍👧')).toBe(1)
    expect(graphemeLength('e\u0301')).toBe(1)
    expect(graphemeLength('🇫🇷🇩🇪')).toBe(2)
    expect(graphemeLength('\r\n')).toBe(1)
  })

  test('parameters: limit stops counting one past it', () => {
    expect(graphemeLength('abcdef', 2)).toBe(3)
    expect(graphemeLength('ab', 2)).toBe(2)
  })
})
