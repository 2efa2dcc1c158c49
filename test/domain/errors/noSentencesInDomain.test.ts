import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = join(__dirname, '../../..')
const DOMAIN = join(ROOT, 'src/domain')

/**
 * Product data that reads like a sentence but is not shown to a person from domain state:
 * - errorCatalogue.ts: the messages of thrown BaseErrors, in RainbowKit's words (product rules: "Wallet errors"); the
 *   UI shows the catalogue's text for their codes (src/ui/errorText.ts), never these;
 * - signInStep.ts: the SIWE statement, part of the message the wallet signs (product rules: "Sign-in messages").
 */
const ALLOWED = new Set(['src/domain/errors/errorCatalogue.ts', 'src/domain/auth/signInStep.ts'])

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )
}

/** The string and template literals of `source`, comments left out. */
function literalsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  )
}

/** A sentence meant for a person: capitalised, several words, ending in . or ! */
const isSentence = (text: string): boolean => /^[A-Z][\p{L}’'-]*(\s+\S+)+[.!]$/u.test(text.trim())

describe('the domain speaks in codes', () => {
  test('behavior: no string literal in src/domain is a sentence for a person (product data aside, listed above)', () => {
    const found = files(DOMAIN)
      .filter((file) => !ALLOWED.has(relative(ROOT, file).split('\\').join('/')))
      .flatMap((file) =>
        literalsOf(readFileSync(file, 'utf8'))
          .filter(isSentence)
          .map((s) => `${relative(ROOT, file)}: ${s}`),
      )
    expect(found).toEqual([])
  })

  test('behavior: the scan finds a sentence, and leaves codes, keys and comments alone', () => {
    expect(
      literalsOf(`const a = 'Could not save your profile: try again.' // Not this one.`).filter(isSentence),
    ).toEqual(['Could not save your profile: try again.'])
    const template = ['const b = `Could not look up $', '{name} right now.`'].join('')
    expect(literalsOf(template).filter(isSentence)).toHaveLength(1)
    expect(['store-unavailable', 'errors.timeout', 'Try again', 'x. y.'].filter(isSentence)).toEqual([])
  })
})
