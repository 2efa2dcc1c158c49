import { access, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CARD_FONT_FAMILY } from './creatorCardLayout'

/** A font as satori takes it. */
export type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }

// Inter's subsets as @fontsource ships them (woff: satori does not read woff2). Together they cover the Latin,
// Cyrillic, Greek and Vietnamese alphabets.
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese']
const WEIGHTS = [400, 700] as const
// DejaVu Sans (Debian's and Ubuntu's fonts-dejavu-core) adds Arabic, Hebrew, Armenian, Georgian and many symbols.
// It is the system's, not the repository's: used when present, and a name in a script no font has draws as boxes.
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu'
const DEJAVU = { 400: 'DejaVuSans.ttf', 700: 'DejaVuSans-Bold.ttf' } as const

/** Inter (every subset, regular and bold) and, where the system has it, DejaVu Sans as a fallback. */
export async function loadCardFonts(): Promise<CardFont[]> {
  const require = createRequire(import.meta.url)
  const files = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files')
  const inter = INTER_SUBSETS.flatMap((subset) =>
    WEIGHTS.map(async (weight) => ({
      name: CARD_FONT_FAMILY,
      data: await readFile(join(files, `inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  )
  const fallback = WEIGHTS.map(async (weight): Promise<CardFont | null> => {
    const file = join(DEJAVU_DIR, DEJAVU[weight])
    const present = await access(file).then(
      () => true,
      () => false,
    )
    return present ? { name: 'DejaVu Sans', data: await readFile(file), weight, style: 'normal' } : null
  })
  const fonts = await Promise.all([...inter, ...fallback])
  return fonts.filter((font): font is CardFont => font !== null)
}
