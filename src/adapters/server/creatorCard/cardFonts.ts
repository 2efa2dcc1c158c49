import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type CardFontFamily, cardFontFamilies } from './cardFontFamilies'
import type { CardTextRun } from './creatorCardLayout'
import { keptFiles } from './keptFiles'
import { parseUnicodeRange } from './unicodeRange'

/** A font as satori takes it. */
export type CardFont = { name: string; data: Buffer; weight: CardTextRun['weight']; style: 'normal' }

/** Reads the fonts a card needs, each file once. */
type CardFonts = {
  /** The font files that draw every character of `runs` that a shipped font has, in satori's lookup order. */
  fontsFor(runs: readonly CardTextRun[]): Promise<CardFont[]>
}

type Subset = { readonly key: string; readonly ranges: readonly (readonly [number, number])[] }
type FamilyTable = { readonly files: string; readonly prefix: string; readonly subsets: readonly Subset[] }

async function readFamilyTable(family: CardFontFamily): Promise<FamilyTable> {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve(`${family.pkg}/package.json`))
  const unicode = JSON.parse(await readFile(join(root, 'unicode.json'), 'utf8')) as Record<string, string>
  return {
    files: join(root, 'files'),
    prefix: family.pkg.slice(family.pkg.indexOf('/') + 1),
    // Numbered CJK slices are keyed "[57]" but named "57" in their file names.
    subsets: Object.entries(unicode).map(([key, range]) => ({
      key: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseUnicodeRange(range),
    })),
  }
}

// Emoji are drawn as pictures (see cardEmoji), never by a text font that happens to have a plain glyph for them: a
// grapheme with an emoji-style character, an explicit emoji presentation, a flag or a keycap.
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f|\p{Regional_Indicator}|\u20e3/u
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const withoutEmoji = (text: string): string =>
  [...graphemes.segment(text)]
    .map(({ segment }) => segment)
    .filter((grapheme) => !EMOJI.test(grapheme))
    .join('')

const covers = (subset: Subset, codePoint: number): boolean =>
  subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end)

type Chosen = { family: number; name: string; file: string; weight: CardTextRun['weight'] }

export type CardFontsOptions = {
  /**
   * How many bytes of font files stay in memory (the least recently used go first). satori keeps each kept file
   * parsed, at about fourteen times its size, so this bounds the renderer's memory; a name needs tens of KiB.
   */
  maxBytes?: number | undefined
}

/**
 * The font loader: a character is drawn by the first family (see `cardFontFamilies`) with a subset that covers it,
 * and only that subset's file at that weight is read (a CJK family is a hundred small slices, so a name reads a few
 * of them, not the whole font). Families' tables are read on first need and kept; font files are kept up to
 * `maxBytes`: what a card reads, the next reads from memory, and the same Buffer lets satori keep its parsed font.
 */
export function cardFonts({ maxBytes = 4 * 2 ** 20 }: CardFontsOptions = {}): CardFonts {
  const tables = new Map<string, Promise<FamilyTable>>()
  const files = keptFiles(maxBytes)
  const table = (family: CardFontFamily): Promise<FamilyTable> => {
    let read = tables.get(family.pkg)
    if (!read) {
      read = readFamilyTable(family)
      tables.set(family.pkg, read)
      read.catch(() => tables.delete(family.pkg))
    }
    return read
  }
  /** The subsets that draw `runs`, by file path, each with its family's place in the lookup order. */
  const choose = async (runs: readonly CardTextRun[]): Promise<Map<string, Chosen>> => {
    const families = cardFontFamilies(runs.map((run) => run.text).join(''))
    const chosen = new Map<string, Chosen>()
    for (const { text, weight } of runs) {
      for (const char of new Set(withoutEmoji(text))) {
        const codePoint = char.codePointAt(0) as number
        for (const [index, family] of families.entries()) {
          const { files: dir, prefix, subsets } = await table(family)
          const path = (subset: Subset) => join(dir, `${prefix}-${subset.key}-${weight}-normal.woff`)
          const covering = subsets.filter((subset) => covers(subset, codePoint))
          // A character several subsets cover is taken from one this card already needs.
          const pick = covering.find((subset) => chosen.has(path(subset))) ?? covering[0]
          if (!pick) continue
          chosen.set(path(pick), { family: index, name: `${family.name} ${pick.key}`, file: path(pick), weight })
          break
        }
      }
    }
    return chosen
  }

  return {
    async fontsFor(runs) {
      const chosen = await choose(runs)
      const ordered = [...chosen.values()].sort((a, b) => a.family - b.family)
      const fonts = await Promise.all(
        ordered.map(async ({ name, file, weight }) => ({
          name,
          data: await files.read(file),
          weight,
          style: 'normal' as const,
        })),
      )
      files.trim(new Set(chosen.keys()))
      return fonts
    },
  }
}
