import { describe, expect, test } from 'vitest'
import { readHttpsUrl } from '../../../src/domain/creators/readHttpsUrl'

describe('readHttpsUrl', () => {
  test('default: an https URL is stored as the parser writes it', () => {
    expect(readHttpsUrl('https://example.com')).toEqual({ ok: true, url: 'https://example.com/' })
    expect(readHttpsUrl(' HTTPS://Example.com/a b ')).toEqual({ ok: true, url: 'https://example.com/a%20b' })
  })

  test('parameters: any scheme but https is refused', () => {
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'mailto:a@example.com',
    ]) {
      expect(readHttpsUrl(bad)).toEqual({ ok: false, problem: { code: 'linkUrlNotHttps' } })
    }
  })

  test('parameters: credentials are refused', () => {
    for (const bad of ['https://u:p@example.com', 'https://u@example.com', 'https://:p@example.com']) {
      expect(readHttpsUrl(bad)).toEqual({ ok: false, problem: { code: 'linkUrlCredentials' } })
    }
  })

  test('parameters: what does not parse is refused', () => {
    for (const bad of ['', 'example.com', 'https://', 'https://exa mple.com', 'https://[::1']) {
      expect(readHttpsUrl(bad)).toEqual({ ok: false, problem: { code: 'linkUrlInvalid' } })
    }
  })

  test('parameters: missing, wrong type, too long', () => {
    expect(readHttpsUrl(undefined)).toEqual({ ok: false, problem: { code: 'fieldMissing' } })
    expect(readHttpsUrl(42)).toEqual({ ok: false, problem: { code: 'fieldMalformed' } })
    const base = 'https://example.com/'
    expect(readHttpsUrl(base + 'a'.repeat(2048 - base.length))).toMatchObject({ ok: true })
    expect(readHttpsUrl(base + 'a'.repeat(2049 - base.length))).toEqual({
      ok: false,
      problem: { code: 'linkUrlTooLong', params: { max: 2048 } },
    })
    // Percent-encoding lengthens it past the limit.
    expect(readHttpsUrl(base + 'é'.repeat(1000))).toEqual({
      ok: false,
      problem: { code: 'linkUrlTooLong', params: { max: 2048 } },
    })
  })
})
