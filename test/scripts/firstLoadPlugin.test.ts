import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inlineStylesheets, staticImportsOf } from '../../scripts/firstLoadPlugin'

describe('staticImportsOf', () => {
  it('follows static imports through any depth, once per module, and leaves the entries out', () => {
    const graph: Record<string, string[]> = { entry: ['a', 'b'], a: ['c', 'entry'], b: ['c'], c: ['a'], lazy: ['d'] }
    expect([...staticImportsOf(['entry'], (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c'])
  })

  it('property: the set is closed under imports and every member is imported by an entry or another member', () => {
    const ids = fc.constantFrom<string>('m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6')
    fc.assert(
      fc.property(
        fc.dictionary(ids, fc.array(ids, { maxLength: 4 })),
        fc.uniqueArray(ids, { minLength: 1, maxLength: 2 }),
        (graph, entries) => {
          const importsOf = (id: string) => graph[id] ?? []
          const result = staticImportsOf(entries, importsOf)
          for (const entry of entries) expect(result.has(entry)).toBe(false)
          for (const id of [...entries, ...result]) {
            for (const imported of importsOf(id)) expect(result.has(imported) || entries.includes(imported)).toBe(true)
          }
          for (const id of result)
            expect([...entries, ...result].some((from) => importsOf(from).includes(id))).toBe(true)
        },
      ),
    )
  })
})

describe('inlineStylesheets', () => {
  const html =
    '<head><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>'

  it('puts a known stylesheet in a <style> and keeps its link, disabled, for the preload helper', () => {
    const out = inlineStylesheets(html, (href) => (href === '/assets/index-1.css' ? '.a{color:red}\n' : undefined))
    expect(out).toBe(
      '<head><script type="module" src="/assets/index-1.js"></script><style>.a{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    )
  })

  it('leaves a stylesheet it has no text for as it is', () => {
    expect(inlineStylesheets(html, () => undefined)).toBe(html)
  })

  it('refuses text that would close the <style> element early', () => {
    expect(() => inlineStylesheets(html, () => 'a{}</style><script>alert(1)</script>')).toThrow(/contains "<\/style"/)
  })
})
