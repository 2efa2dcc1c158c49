import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readWebhookUrl } from '../../../src/domain/webhooks/webhookUrl'

describe('readWebhookUrl', () => {
  test('default: an https URL reads as its href, without the fragment', () => {
    expect(readWebhookUrl(' https://Hooks.Example/in?a=1#x ', { allowHttp: false })).toEqual({
      ok: true,
      url: 'https://hooks.example/in?a=1',
    })
  })

  test('parameters: plain http only with allowHttp; credentials, other schemes and junk never', () => {
    expect(readWebhookUrl('http://127.0.0.1:9/h', { allowHttp: false })).toEqual({ ok: false, problem: 'not-https' })
    expect(readWebhookUrl('http://127.0.0.1:9/h', { allowHttp: true })).toEqual({
      ok: true,
      url: 'http://127.0.0.1:9/h',
    })
    expect(readWebhookUrl('https://u:p@hooks.example/', { allowHttp: true })).toEqual({
      ok: false,
      problem: 'credentials',
    })
    expect(readWebhookUrl('file:///etc/passwd', { allowHttp: true })).toEqual({ ok: false, problem: 'not-https' })
    expect(readWebhookUrl('hooks', { allowHttp: true })).toEqual({ ok: false, problem: 'invalid' })
    expect(readWebhookUrl(42, { allowHttp: true })).toEqual({ ok: false, problem: 'invalid' })
    expect(readWebhookUrl(`https://a.example/${'x'.repeat(2000)}`, { allowHttp: true })).toEqual({
      ok: false,
      problem: 'too-long',
    })
  })

  test('property: whatever is accepted is an https (or allowed http) URL without credentials or fragment', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withFragments: true, withQueryParameters: true })),
        fc.boolean(),
        (text, allowHttp) => {
          const read = readWebhookUrl(text, { allowHttp })
          if (!read.ok) return
          const url = new URL(read.url)
          expect(allowHttp ? ['https:', 'http:'] : ['https:']).toContain(url.protocol)
          expect(url.username + url.password + url.hash).toBe('')
          expect(readWebhookUrl(read.url, { allowHttp })).toEqual(read)
        },
      ),
      // fc.webUrl is slow to generate: fewer runs than the default keep this file within seconds.
      { numRuns: 30 },
    )
  })
})
