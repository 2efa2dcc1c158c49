import { describe, expect, test } from 'vitest'
import { apiErrorCode, describeApiFailure, refusedProblems } from '../../../src/domain/creators/describeApiFailure'
import { BaseError } from '../../../src/domain/errors/baseError'

const failed = (code: string, message = 'Server said so') => new BaseError(message, { code })

describe('describeApiFailure', () => {
  test('default: each known code reads as a reason after what failed', () => {
    expect(describeApiFailure(failed('unauthenticated'), 'Could not save your profile')).toBe(
      'Could not save your profile: your session ended. Sign in again, then try again.',
    )
    expect(describeApiFailure(failed('store-unavailable'), 'Could not save your profile')).toBe(
      'Could not save your profile: the server could not reach its storage. Try again in a moment.',
    )
    expect(describeApiFailure(failed('timeout'), 'Could not hide this note')).toBe(
      'Could not hide this note: the server did not answer in time. Try again.',
    )
  })

  test("parameters: an unknown code uses the error's short message; anything else still reads as a sentence", () => {
    expect(describeApiFailure(failed('http-500', 'The creators API answered 500.'), 'Could not load')).toBe(
      'Could not load: The creators API answered 500. Try again.',
    )
    expect(describeApiFailure(null, 'Could not load')).toBe('Could not load: something went wrong. Try again.')
    expect(describeApiFailure({ code: 'constructor' }, 'Could not load')).toBe(
      'Could not load: something went wrong. Try again.',
    )
  })
})

describe('refusedProblems', () => {
  test('behavior: reads the problems of an invalid-profile error structurally, dropping malformed ones', () => {
    const err = Object.assign(failed('invalid-profile'), {
      problems: [{ field: 'bio', message: 'Bio is too long' }, { field: 3 }, null],
    })
    expect(refusedProblems(err)).toEqual([{ field: 'bio', message: 'Bio is too long' }])
    expect(refusedProblems(failed('not-owner'))).toBeUndefined()
    expect(refusedProblems(undefined)).toBeUndefined()
  })
})

describe('apiErrorCode', () => {
  test('default: a text code, else undefined', () => {
    expect(apiErrorCode(failed('unauthenticated'))).toBe('unauthenticated')
    expect(apiErrorCode({ code: 4001 })).toBeUndefined()
    expect(apiErrorCode('boom')).toBeUndefined()
  })
})
