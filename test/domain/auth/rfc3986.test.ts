import { describe, expect, test } from 'vitest'
import { isHostAuthority, isPchars, isScheme, isUri } from '../../../src/domain/auth/rfc3986'

describe('rfc3986', () => {
  test('default', () => {
    expect(isUri('https://example.com/login')).toBe(true)
    expect(isHostAuthority('example.com')).toBe(true)
  })

  test('parameters: URIs', () => {
    for (const uri of [
      'https://[::cafe]',
      'https://127.0.0.1:4361',
      'https://127.0.0.1/?query=one#begin',
      'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
      'urn:isbn:0451450523',
      'file:///etc/hosts',
      'mailto:a@b.c',
      'did:pkh:eip155:1:0xabc',
      'https://a/%20b',
      'http://[v1.fe]/',
      'x:',
    ]) {
      expect(isUri(uri), uri).toBe(true)
    }
    for (const uri of [
      ':not_a_rfc3986_valid_uri_',
      'https://service.org/login - https://x',
      '//no-scheme',
      '1http://x',
      'https://a/%2',
      'https://a/b c',
      'https://a/\n',
      'https://[::cafe',
      'https://[1::2::3]',
      'http://a/"',
      '',
    ]) {
      expect(isUri(uri), uri).toBe(false)
    }
  })

  test('parameters: authorities', () => {
    for (const a of [
      'service.org',
      '127.0.0.1',
      'test@127.0.0.1:8080',
      'localhost:8080',
      '[::cafe]',
      '[2001:db8::1]:443',
      '[::ffff:192.0.2.1]',
      'a%20b',
      'host:',
    ]) {
      expect(isHostAuthority(a), a).toBe(true)
    }
    for (const a of ['', '#notrfc4501', 'user@', ':8080', 'a/b', 'a b', '[::cafe', 'host:80a', 'https://example.com']) {
      expect(isHostAuthority(a), a).toBe(false)
    }
  })

  test('parameters: schemes and pchars', () => {
    expect(isScheme('https')).toBe(true)
    expect(isScheme('coap+tcp')).toBe(true)
    expect(isScheme('1http')).toBe(false)
    expect(isScheme('')).toBe(false)
    expect(isPchars('')).toBe(true)
    expect(isPchars('some_id:@!$&%41')).toBe(true)
    expect(isPchars('a/b')).toBe(false)
    expect(isPchars('a b')).toBe(false)
  })
})
