import type { ReactNode } from 'react'
import * as fontkit from 'fontkit'
import satori from 'satori'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { cardEmoji } from '../../../../src/adapters/server/creatorCard/cardEmoji'
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardTextRuns,
  creatorCardLayout,
} from '../../../../src/adapters/server/creatorCard/creatorCardLayout'
import { type CardFont, cardFonts } from '../../../../src/adapters/server/creatorCard/cardFonts'
import { createCardRenderer } from '../../../../src/adapters/server/creatorCard/renderCreatorCard'

// A name in each script of the app's 24 languages, with the letters that trip renderers: Vietnamese stacked marks,
// Persian's zero-width non-joiner and digits, Devanagari conjuncts and reph, Thai tone marks over a vowel, Han
// characters that exist only in traditional or only in simplified Chinese, kana, Hangul.
const NAMES = {
  latin: 'Zoë Ångström-Müller, Nguyễn Thị Hương, Łukasz Żółć, Çağrı Gündoğdu',
  cyrillic: 'Олександра Ковальчук, Пётр Ёлкин',
  arabic: 'محمد عبد الله',
  persian: 'نقاشی‌های مریم ۱۴۰۳',
  hebrew: 'שרה לוי',
  devanagari: 'प्रिया शर्मा की कला',
  thai: 'สมชาย ใจดี น้ำใส',
  'chinese-simplified': '李小龙的画室',
  'chinese-traditional': '臺灣藝術家陳美麗',
  japanese: 'さくら山田のイラスト',
  korean: '김민지의 그림',
} as const
const SCRIPTS = Object.entries(NAMES)
const card = (name: string) => ({ name, shortAddress: '0xf39F…2266', accent: '#0b66e4' })

const fonts = cardFonts()
const fontsForCard = (name: string) => fonts.fontsFor(cardTextRuns(creatorCardLayout(card(name))))
const interOnly = (all: CardFont[]) => all.filter((font) => font.name.startsWith('Inter '))

/** The characters of `text` that none of `loaded` has in its cmap (so they would draw as the missing-glyph box). */
function uncovered(text: string, loaded: CardFont[]): string[] {
  const parsed = loaded.map((font) => fontkit.create(font.data) as fontkit.Font)
  return [...new Set(text)].filter(
    (char) => !parsed.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0) as number)),
  )
}

/** What satori finds no glyph for when it lays the card out with `loaded`: the segments it asks more fonts for. */
async function missingInLayout(name: string, loaded: CardFont[]): Promise<string[]> {
  const asked: string[] = []
  await satori(creatorCardLayout(card(name)) as unknown as ReactNode, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loaded,
    loadAdditionalAsset: async (code, segment) => {
      asked.push(`${code}:${segment}`)
      return []
    },
  })
  return asked
}

describe('card scripts', () => {
  test.each(SCRIPTS)('behavior: every character of a %s name is in a font read for it', async (_script, name) => {
    const loaded = await fontsForCard(name)
    expect(uncovered(name, loaded)).toEqual([])
    expect(await missingInLayout(name, loaded)).toEqual([])
  })

  test.each(SCRIPTS.filter(([script]) => script !== 'latin' && script !== 'cyrillic'))(
    'behavior: without its script font a %s name is found missing (the check can fail)',
    async (_script, name) => {
      const inter = interOnly(await fontsForCard(name))
      expect(uncovered(name, inter).length).toBeGreaterThan(0)
      expect((await missingInLayout(name, inter)).length).toBeGreaterThan(0)
    },
  )

  test('behavior: Cyrillic is drawn by Inter, Inter Latin alone lacks it', async () => {
    const loaded = await fontsForCard(NAMES.cyrillic)
    expect(loaded.map((font) => font.name)).toContain('Inter cyrillic')
    const latinOnly = loaded.filter((font) => font.name === 'Inter latin')
    expect(uncovered(NAMES.cyrillic, latinOnly).length).toBeGreaterThan(0)
  })

  test('behavior: emoji are drawn as Twemoji pictures, each grapheme found', async () => {
    const name = 'Alice 🎨✨👩🏽‍🎨🇫🇷❤️'
    const asked = await missingInLayout(name, await fontsForCard(name))
    const graphemes = asked.map((entry) => entry.replace(/^emoji:/, ''))
    expect(asked.every((entry) => entry.startsWith('emoji:'))).toBe(true)
    expect(new Set(graphemes)).toEqual(new Set(['🎨', '✨', '👩🏽‍🎨', '🇫🇷', '❤️']))
    const emoji = cardEmoji()
    for (const grapheme of graphemes) expect(await emoji(grapheme)).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})

/** The card as SVG, with the name in a box of its own (the same fonts as the card's). */
async function nameSvg(name: string, direction: 'ltr' | 'rtl'): Promise<string> {
  const node = {
    type: 'div',
    props: { style: { display: 'flex', direction, fontSize: 84, fontWeight: 700 }, children: name },
  }
  return satori(node as unknown as ReactNode, { width: 900, height: 140, fonts: await fontsForCard(name) })
}

/**
 * The columns of a card where the name is drawn: the name is the only near-black ink (the address is grey, the
 * background the accent, the foot white).
 */
async function nameColumns(png: Uint8Array): Promise<Set<number>> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  const columns = new Set<number>()
  for (let i = 0; i < data.length; i++) if ((data[i] as number) < 48) columns.add(i % info.width)
  return columns
}

describe('card right-to-left text', () => {
  test('behavior: Arabic letters join (shaped), unlike the same letters kept apart by zero-width non-joiners', async () => {
    const joined = await nameSvg('بيت محمد', 'rtl')
    const apart = await nameSvg('ب\u200cي\u200cت م\u200cح\u200cم\u200cد', 'rtl')
    expect(joined).not.toEqual(apart)
  })

  test('behavior: the first word of a Hebrew name is drawn rightmost, the name starting at the right', async () => {
    const render = await createCardRenderer()
    const both = await nameColumns(await render(card('שרה לוי')))
    const first = await nameColumns(await render(card('שרה')))
    const second = await nameColumns(await render(card('לוי')))
    const [rightmost, leftmost] = [(c: Set<number>) => Math.max(...c), (c: Set<number>) => Math.min(...c)]
    // Right-aligned: the name ends by the panel's right padding (x = 1080), not at its left one (x = 120).
    expect(rightmost(first)).toBeGreaterThan(1040)
    expect(rightmost(both)).toBeGreaterThan(1040)
    // The first word is the right end of the two-word name (to a few pixels of spacing), the second to its left.
    const shift = rightmost(both) - rightmost(first)
    expect(Math.abs(shift)).toBeLessThan(8)
    expect([...first].every((x) => both.has(x + shift))).toBe(true)
    expect(leftmost(both)).toBeLessThan(leftmost(first) - (rightmost(second) - leftmost(second)))
  })
})

/** The outlines of an SVG's first path, as boxes (satori draws a text as one path, one subpath per contour). */
function contours(svg: string): { left: number; right: number; top: number; bottom: number; size: number }[] {
  const d = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? ''
  return d
    .split('M')
    .filter(Boolean)
    .map((sub) => {
      const numbers = (sub.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
      const xs = numbers.filter((_, i) => i % 2 === 0)
      const ys = numbers.filter((_, i) => i % 2 === 1)
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
      return { left, right, top, bottom, size: (right - left) * (bottom - top) }
    })
}

describe('card Arabic marks', () => {
  // satori 0.63 misplaces marks that the font moves vertically (GPOS mark attachment): the two dots of a final teh
  // marbuta land inside the letter instead of above it. This test states what is right and is expected to fail until
  // satori is fixed; when it starts passing, drop `.fails`.
  test.fails('behavior: the dots of a final teh marbuta are drawn above the letter', async () => {
    const shapes = contours(await nameSvg('جميلة', 'rtl'))
    const heh = shapes.reduce((leftmost, shape) => (shape.left < leftmost.left ? shape : leftmost))
    const above = shapes.filter((s) => s.bottom < heh.top && s.left >= heh.left && s.right <= heh.right)
    expect(above).toHaveLength(2)
  })
})
