import { describe, expect, test } from 'vitest'
import { BaseError, hasCode } from '../../../src/domain/errors/baseError'

describe('BaseError', () => {
  test('default', () => {
    const err = new BaseError('Short', { code: 'c' })
    expect(err.message).toBe('Short')
    expect(err.shortMessage).toBe('Short')
    expect(err.code).toBe('c')
    expect(err.details).toBeUndefined()
    expect(err.name).toBe('BaseError')
  })

  test('behavior: walk returns the deepest cause, or the first match', () => {
    const root = new Error('root')
    const mid = new BaseError('mid', { code: 'mid', cause: root })
    const top = new BaseError('top', { code: 'top', cause: mid })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => hasCode(e, 'mid'))).toBe(mid)
    expect(top.walk((e) => hasCode(e, 'absent'))).toBeNull()
  })

  test('behavior: walk stops on a circular cause chain', () => {
    const a = new BaseError('a', { code: 'a' })
    Object.defineProperty(a, 'cause', { value: a })
    expect(a.walk()).toBe(a)
  })
})

describe('hasCode', () => {
  test('behavior: compares the shape, not the prototype', () => {
    expect(hasCode({ code: 'x', shortMessage: 'm' }, 'x')).toBe(true)
    expect(hasCode({ code: 'x' }, 'x')).toBe(false)
    expect(hasCode(null, 'x')).toBe(false)
    expect(hasCode('x', 'x')).toBe(false)
  })
})
