#!/usr/bin/env node
// Bundle budget (run after `vite build`): gzip -9 every emitted JS chunk; first-load JS = the entry chunk(s) of
// index.html plus their static imports. Fails when first-load > 120 KiB gzip or all JS > 630 KiB gzip, when the
// first load takes more requests than it needs (scripts/firstLoadPlugin.ts): a script beside the entry and the
// bundler's runtime, or a stylesheet index.html links instead of inlining, and on the language limits
// (scripts/localeBudget.mjs): the first load within 3 KiB of its size before the languages, every locale but English
// a catalogue chunk of its own within 6 KiB gzip.
// Usage: node scripts/budget.mjs [distDir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { checkLocaleBudget, FIRST_LOAD_LOCALES_LIMIT, localeChunkFiles, localesOf } from './localeBudget.mjs'

const KIB = 1024
export const FIRST_LOAD_LIMIT = 120 * KIB
// All JS counts every language's chunks, though a visitor loads one language, and both chain libraries' builds
// (npm test checks the viem and the ethers one); the ethers build's reader is the larger.
export const TOTAL_LIMIT = 630 * KIB

const dist = process.argv[2] || 'dist'
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`budget: no ${dist}/index.html: run \`vite build\` first`)
  process.exit(1)
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : jsFiles(path)
    return name.endsWith('.js') || name.endsWith('.mjs') ? [relative(dist, path)] : []
  })
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kib = (n) => `${(n / KIB).toFixed(1)} KiB`

// Entry scripts and preloads named by index.html (absolute /assets/... or relative paths).
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const referenced = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.m?js)"/g),
].map((m) => m[1].replace(/^\//, '').replace(/^\.\//, ''))

const reportPath = join(dist, '.vite/bundle-report.json')
const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')).chunks : null

/** Static imports of a chunk: from the build report, else read from the minified code. */
function staticImports(file) {
  if (report?.[file]) return report[file].imports
  const code = readFileSync(join(dist, file), 'utf8')
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
  return [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+)["']/g)].map(
    (m) => dir + m[1].slice(2),
  )
}

const firstLoad = new Set()
const queue = [...referenced]
while (queue.length > 0) {
  const file = queue.shift()
  if (firstLoad.has(file) || !existsSync(join(dist, file))) continue
  firstLoad.add(file)
  queue.push(...staticImports(file))
}

const all = jsFiles(dist).map((file) => ({ file, raw: statSync(join(dist, file)).size, gzip: gzipSize(file) }))
const first = all.filter((c) => firstLoad.has(c.file))
const sum = (list) => list.reduce((n, c) => n + c.gzip, 0)
const firstGzip = sum(first)
const totalGzip = sum(all)

console.log('First-load JS (entry + static imports):')
for (const c of first.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${c.file.padEnd(48)} ${kib(c.raw).padStart(11)} raw ${kib(c.gzip).padStart(10)} gzip`)
console.log('Largest modules of the first load (rendered size, before minification and gzip):')
const modules = first.flatMap((c) => Object.entries(report?.[c.file]?.modules ?? {}))
for (const [id, size] of modules.sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(
    `  ${kib(size).padStart(10)}  ${id.replace(/^.*node_modules\//, 'npm:').replace(`${process.cwd()}/`, '')}`,
  )
}
if (!report) console.log('  (no .vite/bundle-report.json: module sizes need bundleReportPlugin)')
console.log('Lazily loaded chunks (largest 10):')
for (const c of all
  .filter((c) => !firstLoad.has(c.file))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 10)) {
  console.log(`  ${c.file.padEnd(48)} ${kib(c.gzip).padStart(10)} gzip`)
}
const locales = localesOf(readFileSync(new URL('../src/domain/i18n/locales.ts', import.meta.url), 'utf8')).filter(
  (locale) => locale !== 'en',
)
const gzipByFile = new Map(all.map((c) => [c.file, c.gzip]))
const localeBudget = checkLocaleBudget({
  firstLoadGzip: firstGzip,
  locales,
  chunksByLocale: localeChunkFiles(
    locales,
    all.map((c) => c.file),
    report,
  ),
  pagesByLocale: localeChunkFiles(
    locales,
    all.map((c) => c.file),
    report,
    'pages',
  ),
  gzipOf: (file) => gzipByFile.get(file) ?? gzipSize(file),
})
console.log(
  `Locale catalogue chunks (${locales.length}, each at most 6 KiB gzip), then their pages chunks (each at most 6 KiB):`,
)
for (const line of localeBudget.lines) console.log(line)

console.log(
  `\nfirst-load JS: ${kib(firstGzip)} gzip, ${firstGzip} B (limits ${kib(FIRST_LOAD_LIMIT)}, and ${FIRST_LOAD_LOCALES_LIMIT} B with the languages)`,
)
console.log(`total JS:      ${kib(totalGzip)} gzip in ${all.length} chunks (limit ${kib(TOTAL_LIMIT)})`)

const failures = [...localeBudget.failures]
if (first.length === 0) failures.push('no entry chunk found in index.html')
if (firstGzip > FIRST_LOAD_LIMIT) failures.push(`first-load JS ${kib(firstGzip)} > ${kib(FIRST_LOAD_LIMIT)}`)
if (totalGzip > TOTAL_LIMIT) failures.push(`total JS ${kib(totalGzip)} > ${kib(TOTAL_LIMIT)}`)
const scripts = first.filter((c) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(c.file)).map((c) => c.file)
if (scripts.length > 1)
  failures.push(
    `the first load is split into more scripts than the entry and the bundler's runtime: ${scripts.join(', ')}`,
  )
const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
  .map((m) => m[0])
  .filter((tag) => !/\sdisabled\b/.test(tag))
if (linked.length > 0) failures.push(`index.html links a stylesheet instead of inlining it: ${linked.join(' ')}`)
if (failures.length > 0) {
  console.error(`\nbudget FAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('budget OK')
