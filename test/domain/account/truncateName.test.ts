import { describe, expect, test, vi } from 'vitest'
import { truncateName } from '../../../src/domain/account/truncateName'

describe('truncateName', () => {
  test('default: short names unchanged', () => {
    expect(truncateName('vitalik.eth')).toBe('vitalik.eth')
    expect(truncateName(`${'a'.repeat(24)}.eth`)).toBe(`${'a'.repeat(24)}.eth`)
  })

  test('behavior: over 24 characters before the top-level label is cut with an ellipsis', () => {
    expect(truncateName('averyveryveryverylongensname.eth')).toBe('averyveryveryverylongens…')
    expect(truncateName(`${'a'.repeat(25)}.eth`)).toBe(`${'a'.repeat(24)}…`)
    expect(truncateName(`sub.${'b'.repeat(30)}.eth`)).toBe(`sub.${'b'.repeat(20)}…`)
  })

  test('behavior: names without a dot count whole', () => {
    expect(truncateName('x'.repeat(24))).toBe('x'.repeat(24))
    expect(truncateName('x'.repeat(30))).toBe(`${'x'.repeat(24)}…`)
  })

  test('behavior: emoji are not split', () => {
    const name = `${'🦊'.repeat(30)}.eth`
    expect(truncateName(name)).toBe(`${'🦊'.repeat(24)}…`)
  })

  test('behavior: counts what a reader sees as one character: multi-part emoji and accents stay whole', () => {
    const family = '👨‍👩‍👧‍👦'
    expect(truncateName(`${family.repeat(24)}.eth`)).toBe(`${family.repeat(24)}.eth`)
    expect(truncateName(`${family.repeat(25)}.eth`)).toBe(`${family.repeat(24)}…`)
    expect(truncateName('a'.repeat(20) + family.repeat(5))).toBe(`${'a'.repeat(20) + family.repeat(4)}…`)
    const accented = 'e\u0301'
    expect(truncateName(`${accented.repeat(24)}.eth`)).toBe(`${accented.repeat(24)}.eth`)
    expect(truncateName(accented.repeat(30))).toBe(`${accented.repeat(24)}…`)
    const flag = '🇩🇪'
    expect(truncateName(flag.repeat(25))).toBe(`${flag.repeat(24)}…`)
  })

  test('behavior: an engine without Intl.Segmenter (Firefox before 125) loads it and cuts by code points', async () => {
    const segmenter = Intl.Segmenter
    try {
      Reflect.deleteProperty(Intl, 'Segmenter')
      vi.resetModules()
      const fresh = await import('../../../src/domain/account/truncateName')
      expect(fresh.truncateName(`${'a'.repeat(25)}.eth`)).toBe(`${'a'.repeat(24)}…`)
      expect(fresh.truncateName('🦊'.repeat(30))).toBe(`${'🦊'.repeat(24)}…`)
      expect(fresh.truncateName('vitalik.eth')).toBe('vitalik.eth')
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: segmenter, writable: true, configurable: true })
      vi.resetModules()
    }
  })

  test('behavior: a name short enough never makes a segmenter (costly in Chromium, in the first load); a long one makes one once', async () => {
    const Segmenter = Intl.Segmenter
    let made = 0
    const counting = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args)
        made += 1
      }
    }
    Object.defineProperty(Intl, 'Segmenter', { value: counting, writable: true, configurable: true })
    try {
      vi.resetModules()
      const fresh = await import('../../../src/domain/account/truncateName')
      expect(fresh.truncateName('vitalik.eth')).toBe('vitalik.eth')
      expect(fresh.truncateName(`${'👨‍👩‍👧‍👦'.repeat(2)}.eth`)).toBe(`${'👨‍👩‍👧‍👦'.repeat(2)}.eth`)
      expect(made).toBe(0)
      expect(fresh.truncateName(`${'a'.repeat(25)}.eth`)).toBe(`${'a'.repeat(24)}…`)
      expect(fresh.truncateName(`${'b'.repeat(25)}.eth`)).toBe(`${'b'.repeat(24)}…`)
      expect(made).toBe(1)
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: Segmenter, writable: true, configurable: true })
      vi.resetModules()
    }
  })
})
