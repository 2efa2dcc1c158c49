import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { peerAppLink } from '../../../src/domain/wallets/walletAppLink'

describe('peerAppLink', () => {
  test('default: the universal link first, else the native one', () => {
    expect(
      peerAppLink({ name: 'Rainbow', redirect: { native: 'rainbow://', universal: 'https://rnbwapp.com' } }),
    ).toEqual({ name: 'Rainbow', href: 'https://rnbwapp.com/' })
    expect(peerAppLink({ name: ' MetaMask ', redirect: { native: 'metamask://' } })).toEqual({
      name: 'MetaMask',
      href: 'metamask://',
    })
  })

  test('parameters: no name, no redirect, or a link that runs or reads something in the page: none', () => {
    for (const metadata of [
      null,
      'Rainbow',
      { name: 'Rainbow' },
      { name: '', redirect: { native: 'rainbow://' } },
      { name: 'Evil', redirect: { native: 'javascript:alert(1)' } },
      { name: 'Evil', redirect: { universal: 'data:text/html,x', native: 'vbscript:x' } },
      { name: 'Pairing', redirect: { native: 'wc:abc@2?relay-protocol=irn' } },
      { name: 'Plain', redirect: { universal: 'http://example.com' } },
    ]) {
      expect(peerAppLink(metadata)).toBeUndefined()
    }
  })

  test('behavior: never throws, and a link it gives is https or an app scheme, never one that runs in the page', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:x', 'JAVASCRIPT:x', ' data:x', 'rainbow://')),
        (name, link) => {
          const found = peerAppLink({ name, redirect: { native: link, universal: link } })
          if (!found) return
          expect(typeof found.name).toBe('string')
          expect(/^(javascript|data|vbscript|file|blob|about|http|wc):/i.test(found.href)).toBe(false)
        },
      ),
    )
  })
})
