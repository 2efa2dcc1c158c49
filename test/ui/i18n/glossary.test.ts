import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { type Glossary, TERMS, type Term } from '../../../src/ui/i18n/glossary/terms'
import { everyCatalogue, formsOf } from './allCatalogues'

const modules = import.meta.glob<{ glossary?: Glossary }>('../../../src/ui/i18n/glossary/*.ts', { eager: true })
const glossaries: Record<string, Glossary> = {}
for (const [path, module] of Object.entries(modules))
  if (module.glossary) glossaries[path.replace(/^.*\/([^/]+)\.ts$/, '$1')] = module.glossary

/** A message's text as a reader meets it: placeholders are filled by code, so they are not words of the language. */
function prose(text: string): string {
  return text.replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, ' ')
}

function matches(text: string, pattern: string | RegExp, locale: string): boolean {
  if (typeof pattern !== 'string') return new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text)
  return text.toLocaleLowerCase(locale).includes(pattern.toLocaleLowerCase(locale))
}

/**
 * Where a catalogue strays from its glossary: a term without an entry, a chosen word that occurs nowhere (a stale
 * glossary), and every message that uses a variant the glossary rules out (two words for one idea).
 */
function glossaryProblems(locale: string, catalogue: Catalogue, glossary: Partial<Glossary>): string[] {
  const texts = Object.entries(catalogue).flatMap(([key, message]) =>
    formsOf(message).map((form) => [key, prose(form)] as const),
  )
  const found: string[] = []
  for (const term of Object.keys(TERMS) as Term[]) {
    const entry = glossary[term]
    if (!entry) {
      found.push(`${term}: no entry`)
      continue
    }
    const shown = entry.use.map(String).join(' / ')
    if (!entry.use.some((word) => texts.some(([, text]) => matches(text, word, locale))))
      found.push(`${term}: the chosen word (${shown}) occurs in no message`)
    for (const variant of entry.avoid)
      for (const key of new Set(texts.filter(([, text]) => matches(text, variant, locale)).map(([k]) => k)))
        found.push(`${key}: "${String(variant)}" for ${term}, where the glossary chooses ${shown}`)
  }
  return found
}

describe('the glossaries', () => {
  it('has one glossary for every locale, English included, and none other', () => {
    expect(Object.keys(glossaries).sort()).toEqual([...LOCALES].sort())
  })

  it.each([...LOCALES])('%s uses its glossary’s word for every term, and no variant it rules out', (locale) => {
    const glossary = glossaries[locale]
    expect(glossary, `src/ui/i18n/glossary/${locale}.ts`).toBeDefined()
    expect(glossaryProblems(locale, everyCatalogue[locale] as Catalogue, glossary as Glossary)).toEqual([])
  })

  it('finds a missing term, a chosen word used nowhere and a variant it rules out, placeholders aside', () => {
    const { wallet: _dropped, ...rest } = glossaries.en as Glossary
    const glossary: Partial<Glossary> = {
      ...rest,
      note: { use: ['note'], avoid: ['message'] },
      studio: { use: ['atelier'], avoid: [] },
    }
    const catalogue: Catalogue = { 'a.key': 'Leave a message', 'b.key': 'The {message} stays', ...everyCatalogue.en }
    const found = glossaryProblems('en', catalogue, glossary)
    expect(found).toContain('wallet: no entry')
    expect(found).toContain('studio: the chosen word (atelier) occurs in no message')
    expect(found).toContain('a.key: "message" for note, where the glossary chooses note')
    expect(found.some((problem) => problem.startsWith('b.key'))).toBe(false)
  })

  it.each([
    ['ja', 'confirmed', '承認済み'],
    ['ja', 'confirmed', 'トランザクションはまだ承認されていません。'],
    ['ja', 'note', 'メッセージ（任意）'],
    ['zh-CN', 'session', '你的会话已结束。请重新登录后再试。'],
    ['zh-CN', 'network', '检测到错误的网络，请切换网络或断开连接以继续。'],
    ['zh-TW', 'session', '你的工作階段'],
    ['ko', 'note', '메시지 (선택)'],
    ['ko', 'session', '세션이 종료되었습니다.'],
    ['th', 'note', 'ข้อความ (ไม่บังคับ)'],
    ['hi', 'note', 'फिर से साइन इन करें और नोट छोड़ें'],
    ['vi', 'note', 'Đăng nhập để để lại lời nhắn'],
    ['ar', 'install', 'ننصح بتثبيت {wallet} في شريط المهام'],
    ['fa', 'creator', 'سازنده'],
    ['he', 'signIn', 'התחברו כדי להשאיר הערה'],
    ['he', 'session', 'ההתחברות שלכם'],
    ['he', 'explorer', 'צפייה בסייר'],
    ['he', 'switch', 'עברו אל {chains} כדי לשלוח אותו.'],
  ])('%s rules out for %s the wording the native review found: %s', (locale, term, wording) => {
    const catalogue: Catalogue = { ...(everyCatalogue[locale] as Catalogue), 'old.wording': wording }
    const found = glossaryProblems(locale, catalogue, glossaries[locale] as Glossary)
    expect(
      found.filter((problem) => problem.startsWith('old.wording:') && problem.includes(` for ${term},`)),
    ).not.toEqual([])
  })

  it('matches a word in the language’s own lower case, and a RegExp as written', () => {
    expect(matches('İMZALA', 'imzala', 'tr')).toBe(true)
    expect(matches('Sign in', /\bsign in\b/i, 'en')).toBe(true)
    expect(matches('Designing', /\bsign\b/, 'en')).toBe(false)
  })
})
