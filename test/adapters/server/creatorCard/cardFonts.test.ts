import { describe, expect, test } from 'vitest'
import { cardFonts } from '../../../../src/adapters/server/creatorCard/cardFonts'

describe('cardFonts', () => {
  test('behavior: a Latin card reads Inter Latin only, in both weights it is drawn in', async () => {
    const fonts = await cardFonts().fontsFor([
      { text: 'Alice', weight: 700 },
      { text: '0xf39F…2266', weight: 400 },
    ])
    expect(fonts.map((font) => [font.name, font.weight])).toEqual([
      ['Inter latin', 700],
      ['Inter latin', 400],
    ])
  })

  test('behavior: a Chinese name reads the few slices its characters are in, not the whole font', async () => {
    const fonts = await cardFonts().fontsFor([{ text: '李小龙的画室', weight: 700 }])
    const han = fonts.filter((font) => font.name.startsWith('Noto Sans SC '))
    expect(han.length).toBeGreaterThan(0)
    expect(han.length).toBeLessThanOrEqual(6)
    const bytes = han.reduce((sum, font) => sum + font.data.byteLength, 0)
    expect(bytes).toBeLessThan(600_000)
  })

  test('behavior: kana make Han characters Japanese, Hangul Korean, Han alone Chinese', async () => {
    const families = async (text: string) => [
      ...new Set((await cardFonts().fontsFor([{ text, weight: 700 }])).map((font) => font.name.replace(/ [^ ]+$/, ''))),
    ]
    expect(await families('山田さくら')).toEqual(expect.arrayContaining(['Noto Sans JP']))
    expect(await families('山田さくら')).not.toContain('Noto Sans SC')
    expect(await families('金民智 김민지')).not.toContain('Noto Sans SC')
    expect(await families('山田')).toEqual(['Noto Sans SC'])
  })

  test('behavior: what a card read once the next reads from memory, as the same Buffer', async () => {
    const fonts = cardFonts()
    const [first] = await fonts.fontsFor([{ text: 'שרה', weight: 700 }])
    const [again] = await fonts.fontsFor([{ text: 'לוי', weight: 700 }])
    expect(first?.name).toBe('Noto Sans Hebrew hebrew')
    expect(again?.data).toBe(first?.data)
  })

  test('behavior: emoji are left to the pictures, and a character no font has reads nothing', async () => {
    expect(await cardFonts().fontsFor([{ text: '🎨👩🏽‍🎨\u{10fffd}', weight: 700 }])).toEqual([])
  })
})
