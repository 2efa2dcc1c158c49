/** A font family as an @fontsource package ships it: one file per unicode subset and weight. */
export type CardFontFamily = {
  /** The family's name, as satori is told it (with the subset after it). */
  readonly name: string
  /** The npm package holding `unicode.json` (subset → unicode-range) and `files/`. */
  readonly pkg: string
}

const family = (name: string, pkg: string): CardFontFamily => ({ name, pkg })

// Inter draws Latin (with Vietnamese), Cyrillic and Greek in the app's own face; every other family only draws what
// Inter lacks, so it comes after.
const INTER = family('Inter', '@fontsource/inter')
const SCRIPTS = [
  family('Noto Sans Arabic', '@fontsource/noto-sans-arabic'),
  family('Noto Sans Hebrew', '@fontsource/noto-sans-hebrew'),
  family('Noto Sans Devanagari', '@fontsource/noto-sans-devanagari'),
  family('Noto Sans Thai', '@fontsource/noto-sans-thai'),
]
const SC = family('Noto Sans SC', '@fontsource/noto-sans-sc')
const TC = family('Noto Sans TC', '@fontsource/noto-sans-tc')
const JP = family('Noto Sans JP', '@fontsource/noto-sans-jp')
const KR = family('Noto Sans KR', '@fontsource/noto-sans-kr')

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HANGUL = /\p{Script=Hangul}/u

/**
 * The families to draw `text` with, in the order a character is looked up (the first that has it draws it).
 * Chinese, Japanese and Korean share the Han characters but draw some of them differently, and a code point does not
 * say which language it is in: kana make the text Japanese, Hangul Korean, and Han alone is taken for Chinese
 * (simplified first; traditional-only characters fall through to the traditional font).
 * @example cardFontFamilies('さくら').map((f) => f.name) // ['Inter', …, 'Noto Sans JP', 'Noto Sans SC', …]
 */
export function cardFontFamilies(text: string): readonly CardFontFamily[] {
  const cjk = KANA.test(text) ? [JP, SC, TC, KR] : HANGUL.test(text) ? [KR, SC, TC, JP] : [SC, TC, JP, KR]
  return [INTER, ...SCRIPTS, ...cjk]
}
