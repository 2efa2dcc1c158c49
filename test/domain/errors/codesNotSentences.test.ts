import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = join(__dirname, '../../..')
const rel = (file: string): string => relative(ROOT, file).split('\\').join('/')

/**
 * Where English from outside is read, once, at the boundary (product rules: "Wallet errors"): some wallets and
 * libraries lose the numeric code and keep only their text, which the adapter turns into one of our codes.
 * - mapWalletError.ts: "User rejected", "accounts received is empty", "already pending" (Coinbase, WalletConnect);
 * - isClosedConnectionError.ts: a WalletConnect relay's closed-socket text;
 * - isFinalRpcError.ts: an RPC node's "execution reverted".
 */
const WALLET_BOUNDARY = new Set([
  'src/adapters/eip1193/mapWalletError.ts',
  'src/adapters/walletconnect/isClosedConnectionError.ts',
  'src/adapters/ethers/isFinalRpcError.ts',
])

/**
 * Product data that reads like a sentence but is no failure a person reads from state:
 * - errorCatalogue.ts: the short messages of thrown BaseErrors for developers, in the product rules' words; the UI
 *   shows the catalogue's text for their codes (src/ui/errorText.ts), never these;
 * - signInStep.ts: the SIWE statement, part of the message the wallet signs (product rules: "Sign-in messages").
 */
const PRODUCT_DATA = new Set(['src/domain/errors/errorCatalogue.ts', 'src/domain/auth/signInStep.ts'])

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(ts|tsx|mjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

/** `source` without its comments. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** The string and template literals of `code`, each with the 160 characters before it. */
function literalsOf(code: string): { text: string; before: string }[] {
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => ({
    text: m[1] ?? m[2] ?? m[3] ?? '',
    before: code.slice(Math.max(0, m.index - 160), m.index),
  }))
}

/** English prose: capitalised (or opening with a value), three words or more, two of them lower-case words. */
const isProse = (text: string): boolean =>
  /^[A-Z`{$][^\s]*(\s+\S+){2,}/u.test(text.trim()) && /[a-z]{2,}\s+[a-z]{2,}/.test(text)

/**
 * A developer's message: what a thrown error, a failed sign-in check or an API answer's `message` says for logs and
 * the console. The person reads the code's words from the catalogue, never this.
 */
const isDeveloperMessage = (before: string): boolean => /(Error\(|throw |fail\()[^;]*$/.test(before)

/** Reading a message's English to decide something: comparing it, searching it, running a pattern over it. */
const MATCHING_ENGLISH = [
  /\b(?:message|shortMessage|details)\b\s*(?:===|!==)/,
  /(?:===|!==)\s*[\w.?]*\b(?:message|shortMessage)\b/,
  /\b(?:message|shortMessage|messages)\b\??\.(?:includes|startsWith|endsWith|match|search|some)\(/,
  /\.(?:test|exec)\(\s*[^)]*(?:message|Message)/,
  /\.includes\(\s*['"`][A-Za-z]+\s+[A-Za-z]+/,
  /new\s+Map\b[^;]*\b[Mm]essage/,
]

/** The lines of `source` that match English, a `typeof x === 'string'` or a test for the empty string aside. */
function matchingEnglish(source: string): string[] {
  return withoutComments(source)
    .replace(/typeof\s+[^=!]*?[!=]==\s*'\w+'/g, '')
    .replace(/[!=]==\s*''/g, '')
    .split('\n')
    .filter((line) => MATCHING_ENGLISH.some((rule) => rule.test(line)))
    .map((line) => line.trim())
}

describe('one table of codes: words come from the catalogue only', () => {
  test('behavior: nothing in src matches English (the wallet boundary aside, listed above)', () => {
    const found = files(join(ROOT, 'src'))
      .filter((file) => !rel(file).startsWith('src/ui/i18n/') && !WALLET_BOUNDARY.has(rel(file)))
      .flatMap((file) => matchingEnglish(readFileSync(file, 'utf8')).map((line) => `${rel(file)}: ${line}`))
    expect(found).toEqual([])
  })

  test('behavior: no string literal in src/domain is English for a person (developer messages and product data aside)', () => {
    const found = files(join(ROOT, 'src/domain'))
      .filter((file) => !PRODUCT_DATA.has(rel(file)))
      .flatMap((file) =>
        literalsOf(withoutComments(readFileSync(file, 'utf8')))
          .filter(({ text, before }) => isProse(text) && !isDeveloperMessage(before))
          .map(({ text }) => `${rel(file)}: ${text}`),
      )
    expect(found).toEqual([])
  })

  test('behavior: the scans find what they look for, and leave codes, keys, comments and thrown errors alone', () => {
    const prose = (code: string) =>
      literalsOf(withoutComments(code)).filter(({ text, before }) => isProse(text) && !isDeveloperMessage(before))
    expect(prose(`const a = 'Links must use https://' // Not this one.`).map((l) => l.text)).toEqual([
      'Links must use https://',
    ])
    expect(prose(['const b = `$', '{name} is not installed`'].join(''))).toHaveLength(1)
    expect(prose(`throw new Error('The nonce has expired')`)).toEqual([])
    expect(prose(`return fail('expired', 'The message has expired')`)).toEqual([])
    expect(['store-unavailable', 'errors.timeout', 'Try again', 'linkUrlNotHttps'].filter(isProse)).toEqual([])
    expect(matchingEnglish(`if (err.message === 'User rejected') x()`)).toHaveLength(1)
    expect(matchingEnglish(`const c = BY_MESSAGE.get(message) ?? DECIMALS.exec(message)`)).toHaveLength(1)
    expect(matchingEnglish(`if (text.includes('decimal places')) y()`)).toHaveLength(1)
    expect(
      matchingEnglish(`const m = new Map<string, Code>(entries.map(([code, message]) => [message, code]))`),
    ).toHaveLength(1)
    expect(matchingEnglish(`if (typeof message === 'string' && message !== '') z()`)).toEqual([])
  })
})
