// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { within } from '@testing-library/react'
import { prerenderShell } from '../../src/app/prerenderShell'

const INDEX = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')

/** The prerendered root as the browser would parse it, scripts off (so <noscript> content is markup). */
function parse(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? ''
  for (const noscript of root.querySelectorAll('noscript')) noscript.outerHTML = noscript.textContent ?? ''
  return root
}

describe('prerenderShell', () => {
  test("default: the header (name linking home, navigation, the connect button's kept place) and an empty main", () => {
    const html = prerenderShell(INDEX)
    const root = parse(html)
    const header = within(root).getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Creators Studio' }).getAttribute('href')).toBe('/')
    expect(
      within(within(header).getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Studio' })
        .getAttribute('href'),
    ).toBe('/studio')
    // product rules: "Connect button": hidden until mounted: the place is kept, nothing can be reached.
    expect(within(root).queryByRole('button')).toBeNull()
    expect(root.querySelector('.cs-connect')?.getAttribute('aria-hidden')).toBe('true')
    expect(within(root).getByRole('main').textContent).toBe(
      'Creators Studio needs JavaScript to connect a wallet. Turn it on and reload the page.',
    )
    // Everything else of index.html is kept as it was.
    expect(html.replace(/<div id="root">[\s\S]*<\/div>(\s*<script)/, '<div id="root"></div>$1')).toBe(INDEX)
  })

  test('behavior: an index.html without the root element is refused, not passed through unchanged', () => {
    expect(() => prerenderShell('<html><body><main></main></body></html>')).toThrow(
      'prerenderShell: index.html has no <div id="root"></div>',
    )
  })
})
