import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

// The repository stands on its own: its code, tests, scripts and bench cite only what a reader of the repository has.
// The rules the code relies on are in docs/product-rules.md and are cited by heading, in one form, on one line:
//   (product rules: "Number display")   or, for several,   (product rules: "Copy address", "Number display")
// The patterns below are assembled from parts, so that this file does not match them itself.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const RULES_FILE = join(ROOT, 'docs', 'product-rules.md')

const SCANNED_DIRS = ['src', 'test', 'scripts']
const SKIPPED_DIRS = new Set(['node_modules', join('test', 'fixtures')])
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|json)$/
const BENCH_FILE = /\.(mjs|ts)$/

const SPEC = ['SP', 'EC'].join('')
const OUTSIDE_DOCUMENT = new RegExp(
  [
    `\\b${SPEC} ?\\d`,
    `\\b${SPEC} section`,
    `\\b${SPEC}\\.md\\b`,
    `\\b${['ARCHI', 'TECTURE'].join('')}\\.md\\b`,
    `\\b${['STY', 'LE'].join('')}\\.md\\b`,
    // the folder the outside documents live in, named by an absolute path or by their names under it
    `(?:^|[\\s'"\`(=])/(?:[\\w.-]+/)*${['sha', 'red'].join('')}(?![\\w-])`,
    `\\b${['sha', 'red'].join('')}/(?:${SPEC}|ARCHI|STY)`,
  ].join('|'),
)
const ISSUE_NUMBER = new RegExp(`\\b${['iss', 'ue'].join('')}s? #?\\d`, 'i')
/** A relative path: `./x` or `../x`, at the start, after a space, a quote, a backtick or an opening parenthesis. */
const RELATIVE_PATH = /(?:^|[\s'"`(])((?:\.\.?\/)+[\w@.-][\w@./-]*)/g

const CITE = ['product', 'rules'].join(' ')
/** One step up, for the examples below (written out, it would be a path this check follows). */
const UP = ['..', '/'].join('')
/** A citation and the quoted headings it names. */
const CITATION = new RegExp(`${CITE}: ((?:"[^"\\n]+"(?:, (?="))?)+)`, 'g')
/** The words of a citation, whatever follows them (a citation that does not quote a heading is malformed). */
const CITATION_WORDS = new RegExp(`${CITE}:`, 'g')

type Finding = { where: string; text: string }

function walk(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (SKIPPED_DIRS.has(relative(ROOT, path))) continue
    if (entry.isDirectory()) files.push(...walk(path))
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) files.push(path)
  }
  return files
}

/** Every file the check reads: src, test, scripts (fixtures and dependencies left out) and the bench's own scripts. */
function scannedFiles(): string[] {
  const bench = readdirSync(join(ROOT, 'bench'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && BENCH_FILE.test(entry.name))
    .map((entry) => join(ROOT, 'bench', entry.name))
  return [...SCANNED_DIRS.flatMap((dir) => walk(join(ROOT, dir))), ...bench].sort()
}

function isInsideRepository(path: string): boolean {
  const fromRoot = relative(ROOT, path)
  return fromRoot === '' || (!fromRoot.startsWith(`..${sep}`) && fromRoot !== '..' && !fromRoot.startsWith(sep))
}

/** What in `text` (the content of `file`, an absolute path) points outside the repository. */
function outsideReferences(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  const name = relative(ROOT, file)
  text.split('\n').forEach((line, index) => {
    const where = `${name}:${index + 1}`
    if (OUTSIDE_DOCUMENT.test(line)) findings.push({ where, text: line.trim() })
    if (ISSUE_NUMBER.test(line)) findings.push({ where, text: line.trim() })
    for (const match of line.matchAll(RELATIVE_PATH)) {
      const path = match[1] as string
      if (!isInsideRepository(resolve(dirname(file), path)))
        findings.push({ where, text: `${path} in: ${line.trim()}` })
    }
  })
  return findings
}

/** The `## ` headings of docs/product-rules.md. */
function ruleHeadings(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (.+?)\s*$/gm)].map((match) => match[1] as string))
}

/** Citations in `text` that are malformed or name a heading `headings` does not have. */
function brokenCitations(name: string, text: string, headings: Set<string>): Finding[] {
  const findings: Finding[] = []
  text.split('\n').forEach((line, index) => {
    const where = `${name}:${index + 1}`
    const wellFormed = [...line.matchAll(CITATION)]
    if (wellFormed.length !== [...line.matchAll(CITATION_WORDS)].length) {
      findings.push({ where, text: `not in the form ${CITE}: "Heading": ${line.trim()}` })
    }
    for (const citation of wellFormed) {
      const after = line.slice((citation.index ?? 0) + citation[0].length)
      if (/^,\s*$/.test(after)) {
        findings.push({ where, text: `a citation split over two lines (keep it on one): ${line.trim()}` })
      }
      for (const quoted of (citation[1] as string).matchAll(/"([^"]+)"/g)) {
        const heading = quoted[1] as string
        if (!headings.has(heading)) findings.push({ where, text: `no heading "${heading}" in docs/product-rules.md` })
      }
    }
  })
  return findings
}

const show = (findings: Finding[]) => findings.map((f) => `${f.where}: ${f.text}`).join('\n')

describe('repositoryStandsAlone', () => {
  test('default: no file cites a document outside the repository, an issue number, or a path outside it', () => {
    const files = scannedFiles()
    expect(files.length).toBeGreaterThan(100)
    const findings = files.flatMap((file) => outsideReferences(file, readFileSync(file, 'utf8')))
    expect(show(findings)).toBe('')
  })

  test('default: every citation of the product rules names a heading of docs/product-rules.md', () => {
    const headings = ruleHeadings(readFileSync(RULES_FILE, 'utf8'))
    expect(headings.size).toBeGreaterThan(10)
    const files = [...scannedFiles(), join(ROOT, 'README.md'), RULES_FILE]
    let citations = 0
    const findings = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      citations += [...text.matchAll(CITATION)].length
      return brokenCitations(relative(ROOT, file), text, headings)
    })
    expect(show(findings)).toBe('')
    expect(citations).toBeGreaterThan(100)
  })

  test('behavior: outside documents, issue numbers and paths that leave the repository are found', () => {
    const file = join(ROOT, 'src', 'domain', 'example.ts')
    const lines = [
      `// ${SPEC} 9: number display`,
      `// see ${SPEC} section 5`,
      `// the ${['ARCHI', 'TECTURE'].join('')}.md table`,
      `// ${['STY', 'LE'].join('')}.md habit 7`,
      `const doc = '/work/${['sha', 'red'].join('')}/notes.md'`,
      `// fixed in ${['iss', 'ue'].join('')} 7`,
      `// ${['Iss', 'ue'].join('')} #12`,
      `const doc = readFileSync('${UP.repeat(4)}outside/notes.txt')`,
      `import x from '${UP.repeat(3)}elsewhere/x'`,
    ]
    const found = outsideReferences(file, lines.join('\n')).map((f) => f.where)
    expect(new Set(found)).toEqual(new Set(lines.map((_, i) => `src/domain/example.ts:${i + 1}`)))
  })

  test('behavior: paths inside the repository and ordinary text pass', () => {
    const file = join(ROOT, 'src', 'domain', 'auth', 'example.ts')
    const text = [
      `import type { Hex } from '../${['sha', 'red'].join('')}/hex'`,
      `import { x } from './x'`,
      `// the test's own ${SPEC.toLowerCase()}: e2e/connect.${SPEC.toLowerCase()}.ts`,
      `const label = 'Mint #1'`,
      `// five ${['iss', 'ue'].join('')}s of the same kind`,
      `const root = '${UP.repeat(2)}..'`,
    ].join('\n')
    expect(show(outsideReferences(file, text))).toBe('')
  })

  test('behavior: a citation of a heading that does not exist, not in the citation form, or split over lines, is found', () => {
    const headings = new Set(['Number display', 'Copy address'])
    const text = [
      `// ${CITE}: "Number display": under 1, 3 decimals`,
      `// (${CITE}: "Copy address", "Number display")`,
      `// ${CITE}: "Number format"`,
      `// ${CITE}: Number display`,
      `// (${CITE}: "Copy address",`,
      `// "Number display")`,
      `// the end of a sentence (${CITE}:`,
      `// ${CITE}: "Number display", truncating like RainbowKit`,
    ].join('\n')
    expect(brokenCitations('x.ts', text, headings).map((f) => f.where)).toEqual([
      'x.ts:3',
      'x.ts:4',
      'x.ts:5',
      'x.ts:7',
    ])
  })
})
