import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { domParser as parser } from '../../support/domParser'
import { carried, text } from '../../support/markupArbitraries'
import { escapeMarkup } from '../../../src/domain/shared/escapeMarkup'

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
})
