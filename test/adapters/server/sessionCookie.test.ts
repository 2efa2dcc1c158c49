import { describe, expect, test } from 'vitest'
import { isSessionId, sessionCookieOptions } from '../../../src/adapters/server/sessionCookie'

describe('sessionCookie', () => {
  test('default', () => {
    expect(sessionCookieOptions('http://localhost:8080')).toEqual({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: false,
    })
  })

  test('parameters: https and max age', () => {
    expect(sessionCookieOptions('https://app.example', 60)).toEqual({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: true,
      maxAge: 60,
    })
  })

  test('behavior: only plausible ids are looked up', () => {
    expect(isSessionId('A'.repeat(43))).toBe(true)
    expect(isSessionId(undefined)).toBe(false)
    expect(isSessionId('short')).toBe(false)
    expect(isSessionId(`${'A'.repeat(42)}=`)).toBe(false)
    expect(isSessionId('A'.repeat(129))).toBe(false)
  })
})
