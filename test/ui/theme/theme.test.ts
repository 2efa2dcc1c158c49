import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const css = readFileSync(new URL('../../../src/ui/theme/theme.css', import.meta.url), 'utf8')

/** The custom properties declared in a CSS block. */
function variables(block: string): Record<string, string> {
  return Object.fromEntries(
    Array.from(block.matchAll(/(--cs-[\w-]+)\s*:\s*([^;]+);/g), (m) => [m[1], (m[2] ?? '').trim()]),
  )
}

const lightBlock = css.slice(css.indexOf(':root'), css.indexOf('@media'))
const darkBlock = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'))
const light = variables(lightBlock)
const dark = { ...light, ...variables(darkBlock.slice(0, darkBlock.indexOf('}\n}'))) }

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = match.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const TEXT_PAIRS: ReadonlyArray<[string, string]> = [
  ['--cs-text', '--cs-bg'],
  ['--cs-text', '--cs-surface'],
  ['--cs-text', '--cs-surface-hover'],
  ['--cs-text', '--cs-page-bg'],
  ['--cs-muted', '--cs-bg'],
  ['--cs-muted', '--cs-surface'],
  ['--cs-accent', '--cs-bg'],
  ['--cs-accent', '--cs-surface'],
  ['--cs-accent-text', '--cs-accent'],
  ['--cs-success', '--cs-bg'],
  ['--cs-error', '--cs-bg'],
  ['--cs-error', '--cs-surface'],
  ['--cs-on-danger', '--cs-danger'],
]

describe('theme', () => {
  test('default: accent, large radius and the colour roles are variables in both schemes', () => {
    for (const name of [
      '--cs-accent',
      '--cs-radius',
      '--cs-text',
      '--cs-bg',
      '--cs-muted',
      '--cs-border',
      '--cs-success',
      '--cs-error',
    ]) {
      expect(light[name], name).toBeDefined()
    }
    expect(Object.keys(variables(darkBlock)).length).toBeGreaterThan(8)
    expect(parseInt(light['--cs-radius'] ?? '0', 10)).toBeGreaterThanOrEqual(16)
  })

  test.each([
    ['light', light],
    ['dark', dark],
  ])('behavior: %s scheme text pairs reach WCAG AA (4.5:1)', (_scheme, vars) => {
    for (const [fg, bg] of TEXT_PAIRS) {
      const ratio = contrast(vars[fg] ?? '', vars[bg] ?? '')
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
