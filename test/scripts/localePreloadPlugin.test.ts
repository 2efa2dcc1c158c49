import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localeScript } from '../../scripts/localePreloadPlugin'
import { inlineScriptHashes } from '../../src/app/server/inlineScriptHashes'
import { LocaleService } from '../../src/domain/i18n/localeService'
import { LOCALES } from '../../src/domain/i18n/locales'
import { LocalStorageStore } from '../../src/adapters/storage/localStorageStore'
import { memoryStorage } from '../support/memoryStorage'

const CHUNKS = Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, `/assets/${l}-abc.js`]))

/** Runs the head script in a bare context: what it did to <html> and which chunk it preloaded. */
function runHead(options: { stored?: string | null; languages?: unknown[]; storageThrows?: boolean }) {
  const attributes = new Map<string, string>()
  const root = { lang: 'en', dir: '', setAttribute: (name: string, value: string) => attributes.set(name, value) }
  const links: { rel: string; href: string }[] = []
  const document = {
    documentElement: root,
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  }
  const localStorage = {
    getItem: () => {
      if (options.storageThrows) throw new Error('SecurityError')
      return options.stored ?? null
    },
  }
  runInNewContext(localScriptOf(), { document, localStorage, navigator: { languages: options.languages ?? [] } })
  return { lang: root.lang, dir: root.dir, pending: attributes.has('data-locale-pending'), preloaded: links }
}
const localScriptOf = () => localeScript(CHUNKS)

describe('the page head’s locale script', () => {
  it('default: English needs nothing; another language sets lang and dir, preloads its chunk and hides the English', () => {
    expect(runHead({ languages: ['en-US'] })).toEqual({ lang: 'en', dir: 'ltr', pending: false, preloaded: [] })
    expect(runHead({ languages: ['ar-EG'] })).toEqual({
      lang: 'ar',
      dir: 'rtl',
      pending: true,
      preloaded: [{ rel: 'modulepreload', href: '/assets/ar-abc.js' }],
    })
  })

  it('bad input: storage that throws or holds junk falls back to the browser languages', () => {
    expect(runHead({ storageThrows: true, languages: ['de'] }).lang).toBe('de')
    expect(runHead({ stored: '{not json', languages: ['ja'] }).lang).toBe('ja')
    expect(runHead({ stored: '{"v":2,"d":"fr"}', languages: ['ja'] }).lang).toBe('ja')
  })

  it('property: picks what the app will pick, from the same stored value and languages', () => {
    const tag = fc.oneof(fc.constantFrom(...LOCALES, 'de-AT', 'zh-Hant', 'pt', 'sw', 'en-XA'), fc.string())
    fc.assert(
      fc.property(
        fc.option(fc.oneof(tag, fc.integer(), fc.constant(null)), { nil: undefined }),
        fc.array(tag, { maxLength: 4 }),
        (stored, languages) => {
          const storage = memoryStorage()
          const store = new LocalStorageStore({ storage, eventTarget: null, logger: { warn: () => {} } })
          if (stored !== undefined) store.set('locale', stored)
          const app = new LocaleService({ store, languages: () => languages, load: async () => ({}) })
          expect(runHead({ stored: storage.getItem('creators-studio.locale'), languages }).lang).toBe(app.initial())
        },
      ),
    )
  })
})

describe('inlineScriptHashes', () => {
  it('hashes each inline script’s text as the browser does, and skips scripts with a src or no text', () => {
    const body = '(function(){})()'
    const html = `<head><script>${body}</script><script type="module" src="/a.js"></script><script> </script></head>`
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([expected])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})
