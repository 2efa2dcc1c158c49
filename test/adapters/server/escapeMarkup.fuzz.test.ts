import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import '../../support/installJsdom'
import { escapeMarkup } from '../../../src/adapters/server/escapeMarkup'
import { previewTags } from '../../../src/adapters/server/pagePreview'
import { supportBadge } from '../../../src/adapters/server/supportBadge'

const parser = new DOMParser()

/** Text as markup can carry it: what XML cannot (a C0 control, U+FFFE/U+FFFF, a lone surrogate) is U+FFFD. */
function carried(text: string): string {
  return Array.from(text, (c) => {
    const code = c.codePointAt(0) ?? 0
    const control = code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r'
    const lone = c.length === 1 && code >= 0xd800 && code <= 0xdfff
    return control || lone || code === 0xfffe || code === 0xffff ? '\ufffd' : c
  }).join('')
}

// Any text, and text made of what breaks markup: quotes, brackets, ampersands, line ends, controls, lone surrogates.
const hostile = fc.string({
  unit: fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '/',
    '=',
    '\r',
    '\n',
    '\t',
    '\u0000',
    '\u0007',
    '\ud800',
    '\udfff',
    '\ufffe',
    '\u0085',
    'a',
    'é',
    '😀',
    'amp;',
    '#60;',
    ' ',
  ),
  maxLength: 40,
})
const text = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }))

describe('escapeMarkup', () => {
  test('parameters: the markup characters become references', () => {
    expect(escapeMarkup(`"><script>alert('x') & y</script>`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;) &amp; y&lt;/script&gt;',
    )
    expect(escapeMarkup('a\r\nb\tc\u0000')).toBe('a&#13;&#10;b&#9;c\ufffd')
  })

  test('behavior: no markup character survives, and every & opens a reference', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeMarkup(value)
        expect(escaped).not.toMatch(/[<>"'\r\n\t]/)
        expect(escaped).not.toMatch(/&(?!(?:amp|lt|gt|quot|#39|#9|#10|#13);)/)
      }),
    )
  })

  test('behavior: an HTML parser reads the same text back, in an element and in an attribute', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeMarkup(value)
        const doc = parser.parseFromString(`<p title="${escaped}" data-x='${escaped}'>${escaped}</p>`, 'text/html')
        const p = doc.querySelector('p')
        expect(p?.textContent).toBe(carried(value))
        expect(p?.getAttribute('title')).toBe(carried(value))
        expect(p?.getAttribute('data-x')).toBe(carried(value))
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: an XML parser reads the same text back, in an element and in an attribute', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeMarkup(value)
        const doc = parser.parseFromString(`<r a="${escaped}" b='${escaped}'>${escaped}</r>`, 'application/xml')
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
        expect(doc.documentElement.textContent).toBe(carried(value))
        expect(doc.documentElement.getAttribute('a')).toBe(carried(value))
        expect(doc.documentElement.getAttribute('b')).toBe(carried(value))
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: any name keeps the badge well-formed SVG and the preview tags text', () => {
    fc.assert(
      fc.property(text, (name) => {
        const svg = parser.parseFromString(supportBadge(name, '#0b66e4'), 'image/svg+xml')
        expect(svg.getElementsByTagName('parsererror')).toHaveLength(0)
        expect(svg.getElementsByTagName('title')[0]?.textContent).toBe(carried(`Support ${name} on Creators Studio`))
        const preview = { title: name, description: name, url: 'https://x.example/', image: 'https://x.example/i.png' }
        const head = parser.parseFromString(
          `<head>${previewTags({ ...preview, imageAlt: name, type: 'profile' })}</head>`,
          'text/html',
        )
        expect(head.title).toBe(
          carried(name)
            .replace(/[\t\n\f\r ]+/g, ' ')
            .trim(),
        )
        expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(carried(name))
        expect(head.querySelectorAll('meta, title, link')).toHaveLength(17)
        expect(head.querySelectorAll('script')).toHaveLength(0)
      }),
      { numRuns: 100 },
    )
  })
})
