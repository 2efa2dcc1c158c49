import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import '../../support/installJsdom'
import { creatorPreview, previewTags, summaryLine } from '../../../src/adapters/server/pagePreview'
import { supportBadge } from '../../../src/adapters/server/supportBadge'
import { carried, text } from '../../support/markupArbitraries'

const parser = new DOMParser()

describe('pagePreview', () => {
  test('default: a creator without a profile is their short address', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const preview = creatorPreview({
      origin: 'https://x.example',
      path: `/creators/${address}`,
      address,
      profile: null,
    })
    expect(preview).toMatchObject({
      title: '0xf3…2266 on Creators Studio',
      url: `https://x.example/creators/${address}`,
      type: 'profile',
    })
    expect(preview.image).toMatch(/^https:\/\/x\.example\/api\/creators\/0xf39F[0-9a-fA-F]+\/card\.png\?v=[\w-]{22}$/)
  })

  test('behavior: a summary is one line of at most 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (bio) => {
        const line = summaryLine(bio)
        expect(line).not.toMatch(/\s\s|^\s|\s$|\n/)
        expect(Array.from(line).length).toBeLessThanOrEqual(200)
      }),
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
