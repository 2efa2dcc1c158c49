import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** A catalogue key as written in an English area file: `'area.screen.name':` at the start of a line. */
const KEY_DECLARATION = /^\s*'([A-Za-z]+\.[\w.-]+)':/gm
/** A quoted string that may be a key; only those that are keys are replaced. */
const QUOTED = /(['"])([A-Za-z]+\.[\w.-]+)\1/g

/** Every catalogue key of the English area files in `dir` (src/ui/i18n/en), sorted. */
export function readCatalogueKeys(dir: string): string[] {
  const keys = new Set<string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')))
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(KEY_DECLARATION)) keys.add(match[1] as string)
  return [...keys].sort()
}

/** Short ids for the keys, in order: base 36 numbers ("0", "1", … "z", "10", …). */
export function shortIds(keys: readonly string[]): Map<string, string> {
  return new Map(keys.map((key, index) => [key, index.toString(36)]))
}

/** `code` with every quoted catalogue key replaced by its short id; other strings are left alone. */
export function shortenKeys(code: string, ids: ReadonlyMap<string, string>): string {
  return code.replace(QUOTED, (whole, quote: string, text: string) => {
    const id = ids.get(text)
    return id === undefined ? whole : `${quote}${id}${quote}`
  })
}

/**
 * Build only: the catalogues' keys (`'connect.modal.title'`, written for people) become short ids in the shipped code,
 * in the English area files, every locale's catalogue and every `t('…')` call alike: a locale's chunk and the English
 * of the first load carry their words, not 30 characters of key per message. A key is replaced wherever it is written
 * as a string; a key built at run time would miss, so the build fails when any key is left in the output.
 */
export function catalogueKeysPlugin({ englishDir }: { englishDir: string }): Plugin {
  let ids = new Map<string, string>()
  return {
    name: 'creators-studio:catalogue-keys',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      ids = shortIds(readCatalogueKeys(englishDir))
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id)) return null
      const shortened = shortenKeys(code, ids)
      return shortened === code ? null : { code: shortened, map: null }
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const left = [...output.code.matchAll(QUOTED)].map((m) => m[2] as string).filter((text) => ids.has(text))
        if (left.length > 0)
          this.error(`catalogue keys left unshortened in ${output.fileName} (built at run time?): ${left.join(', ')}`)
      }
    },
  }
}
