// The language limits of the bundle budget (scripts/budget.mjs), apart so that their logic is tested
// (test/scripts/localeBudget.test.ts): the first load may grow by at most 3 KiB gzip over the first load before the
// languages came, and every locale's catalogue chunk stays within 6 KiB gzip.

const KIB = 1024
/** First-load JS (gzip -9 bytes) before the languages came, the session redesign included; they may add 3 KiB to it. */
export const FIRST_LOAD_BEFORE_LOCALES = 108_125
export const FIRST_LOAD_LOCALES_LIMIT = FIRST_LOAD_BEFORE_LOCALES + 3 * KIB
/** Each locale's catalogue chunk (gzip -9 bytes). */
export const LOCALE_CHUNK_LIMIT = 6 * KIB
/** Each locale's pages chunk (<locale>.pages.ts: the creator and studio pages' messages, loaded with them). */
export const PAGES_CHUNK_LIMIT = 6 * KIB

/**
 * The locales of src/domain/i18n/locales.ts (the `LOCALES` array), read from its source: this script runs in plain
 * Node, which does not load TypeScript.
 */
export function localesOf(source) {
  const list = source.match(/export const LOCALES = \[([^\]]*)\]/)?.[1]
  const locales = [...(list ?? '').matchAll(/'([A-Za-z-]+)'/g)].map((m) => m[1])
  if (locales.length === 0) throw new Error('budget: no LOCALES array in src/domain/i18n/locales.ts')
  return locales
}

/**
 * Each locale's catalogue chunk: the chunk that holds src/ui/i18n/locales/<locale>.ts by the bundle report, else (no
 * report) the file named assets/<locale>-<hash>.js. `files` are the emitted JS files relative to dist: a chunk the
 * report names but the build directory lacks is missing.
 */
export function localeChunkFiles(locales, files, report, part = '') {
  const suffix = part ? `.${part}` : ''
  return Object.fromEntries(
    locales.map((locale) => {
      const facade = `/src/ui/i18n/locales/${locale}${suffix}.ts`
      const found = report
        ? Object.entries(report)
            .filter(([file]) => files.includes(file))
            .filter(([, chunk]) => Object.keys(chunk.modules ?? {}).some((id) => id.endsWith(facade)))
            .map(([file]) => file)
        : files.filter((file) =>
            new RegExp(`^assets/${locale}${suffix.replace('.', '\\.')}-[\\w-]{8}\\.js$`).test(file),
          )
      return [locale, found]
    }),
  )
}

/**
 * The language limits over a build: `locales` every locale but English, `chunksByLocale` their chunk files
 * (localeChunkFiles), `pagesByLocale` their pages chunks (localeChunkFiles with part `pages`, limit PAGES_CHUNK_LIMIT), `gzipOf` a file's gzip size. Returns one line per locale to print and the failures, each naming
 * the chunk (or the locale whose chunk is missing).
 */
export function checkLocaleBudget({ firstLoadGzip, locales, chunksByLocale, pagesByLocale, gzipOf }) {
  const lines = []
  const failures = []
  if (firstLoadGzip > FIRST_LOAD_LOCALES_LIMIT)
    failures.push(
      `first-load JS ${firstLoadGzip} B gzip > ${FIRST_LOAD_LOCALES_LIMIT} B (${FIRST_LOAD_BEFORE_LOCALES} B before the languages + 3 KiB)`,
    )
  for (const [byLocale, limit, what] of [
    [chunksByLocale, LOCALE_CHUNK_LIMIT, 'catalogue'],
    ...(pagesByLocale ? [[pagesByLocale, PAGES_CHUNK_LIMIT, 'pages catalogue']] : []),
  ])
    checkChunks(locales, byLocale, limit, what, gzipOf, lines, failures)
  return { lines, failures }
}

function checkChunks(locales, chunksByLocale, limit, what, gzipOf, lines, failures) {
  const kib = (n) => `${(n / KIB).toFixed(2)} KiB`
  const source = (locale) => `src/ui/i18n/locales/${locale}${what === 'catalogue' ? '' : '.pages'}.ts`
  for (const locale of locales) {
    const files = chunksByLocale[locale] ?? []
    if (files.length === 0) {
      lines.push(`  ${locale.padEnd(6)} (no chunk)`)
      failures.push(`no ${what} chunk for ${locale} (${source(locale)})`)
      continue
    }
    if (files.length > 1) failures.push(`${locale}'s ${what} is in ${files.length} chunks: ${files.join(', ')}`)
    for (const file of files) {
      const gzip = gzipOf(file)
      lines.push(`  ${locale.padEnd(6)} ${file.padEnd(40)} ${kib(gzip).padStart(10)} gzip (${gzip} B)`)
      if (gzip > limit)
        failures.push(
          `locale ${what === 'catalogue' ? '' : 'pages '}chunk ${file} (${locale}) ${gzip} B gzip > ${limit} B (${kib(limit)})`,
        )
    }
  }
}
