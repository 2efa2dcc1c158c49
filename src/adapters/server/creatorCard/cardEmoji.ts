import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** An emoji as a picture satori can draw in place of the grapheme: an SVG data URL, or null when none is shipped. */
export type CardEmoji = (grapheme: string) => Promise<string | null>

/**
 * Twemoji's file name for a grapheme: its code points in hex joined by "-", without U+FE0F unless the grapheme is a
 * ZWJ sequence (the rule Twemoji's own parser follows).
 * @example twemojiName('❤️') // '2764'
 */
function twemojiName(grapheme: string): string {
  const kept = grapheme.includes('\u200d') ? grapheme : grapheme.replaceAll('\ufe0f', '')
  return [...kept].map((char) => (char.codePointAt(0) as number).toString(16)).join('-')
}

/**
 * Emoji from @twemoji/svg, one small file per emoji, read on first need and kept (the whole set is a few MiB; a name
 * holds a handful). Colour fonts are not drawn by satori, so pictures it is.
 */
export function cardEmoji(): CardEmoji {
  const require = createRequire(import.meta.url)
  const dir = dirname(require.resolve('@twemoji/svg/package.json'))
  const read = (name: string): Promise<Buffer | null> => readFile(join(dir, `${name}.svg`)).catch(() => null)
  const drawn = new Map<string, Promise<string | null>>()
  return (grapheme) => {
    let url = drawn.get(grapheme)
    if (!url) {
      url = (async () => {
        const name = twemojiName(grapheme)
        // Some ZWJ sequences are shipped without their U+FE0F.
        const svg = (await read(name)) ?? (await read(name.replaceAll('-fe0f', '')))
        return svg && `data:image/svg+xml;base64,${svg.toString('base64')}`
      })()
      drawn.set(grapheme, url)
      // Only shipped emoji are kept, so the map is bounded by the set whatever graphemes names hold.
      void url.then((found) => found ?? drawn.delete(grapheme))
    }
    return url
  }
}
