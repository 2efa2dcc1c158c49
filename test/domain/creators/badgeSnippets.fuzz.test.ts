import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { domParser as parser } from '../../support/domParser'
import { badgeSnippets } from '../../../src/domain/creators/badgeSnippets'
import type { Address } from '../../../src/domain/shared/hex'

const address: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const origin = 'https://creators.example'
const page = `${origin}/creators/${address}`
const image = `${origin}/api/creators/${address}/badge.svg`
const text = fc.string({
  unit: fc.constantFrom('<', '>', '&', '"', "'", '[', ']', '(', ')', '\\', '`', '*', '_', '!', 'a', 'é', ' ', '\n'),
  maxLength: 30,
})

describe('badgeSnippets', () => {
  test('default', () => {
    expect(badgeSnippets({ origin, address, alt: 'Support me' })).toEqual({
      image,
      page,
      html: `<a href="${page}"><img src="${image}" alt="Support me" height="28" /></a>`,
      markdown: `[![Support me](${image})](${page})`,
    })
  })

  test('behavior: any alt text stays text: HTML reads it back as one line, Markdown escapes what would end it', () => {
    fc.assert(
      fc.property(text, (alt) => {
        const { html, markdown } = badgeSnippets({ origin, address, alt })
        const oneLine = alt.replace(/\s+/g, ' ').trim()
        const doc = parser.parseFromString(html, 'text/html')
        const links = doc.querySelectorAll('a')
        expect(links).toHaveLength(1)
        expect(links[0]?.getAttribute('href')).toBe(page)
        expect(doc.querySelectorAll('img')).toHaveLength(1)
        expect(doc.querySelector('a > img')?.getAttribute('alt')).toBe(oneLine)
        // Unescaped, the Markdown's alt is the text; it holds no bracket, parenthesis or angle bracket of its own.
        const inner = markdown.slice(3, markdown.indexOf(`](${image})](${page})`))
        expect(inner.replace(/\\(.)/g, '$1')).toBe(oneLine)
        expect(inner.replace(/\\./g, '')).not.toMatch(/[[\]()<>`*_\\]/)
        expect(markdown.endsWith(`](${image})](${page})`)).toBe(true)
      }),
    )
  })
})
