import { describe, expect, test } from 'vitest'
import { CONNECT_BUTTON_DEFAULTS } from '../../../src/ui/connect/connectButtonOptions'
import { pickResponsive } from '../../../src/ui/connect/responsive'

describe('pickResponsive', () => {
  test('default: chain full on large screens and icon on small; balance on large screens only (product rules: "Connect button")', () => {
    expect(pickResponsive(CONNECT_BUTTON_DEFAULTS.chainStatus, false)).toBe('full')
    expect(pickResponsive(CONNECT_BUTTON_DEFAULTS.chainStatus, true)).toBe('icon')
    expect(pickResponsive(CONNECT_BUTTON_DEFAULTS.showBalance, false)).toBe(true)
    expect(pickResponsive(CONNECT_BUTTON_DEFAULTS.showBalance, true)).toBe(false)
    expect(pickResponsive(CONNECT_BUTTON_DEFAULTS.accountStatus, true)).toBe('full')
    expect(CONNECT_BUTTON_DEFAULTS.label).toBe('Connect Wallet')
  })

  test('parameters: a plain value applies to both layouts', () => {
    expect(pickResponsive('name', true)).toBe('name')
    expect(pickResponsive(false, false)).toBe(false)
  })
})
