import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Packages that dependencies pin to exact versions, so npm installs several copies side by side (ethers, ox, the
 * wallet SDKs each their own @noble/curves). Each copy would ship in the bundle again. All of them are small, audited
 * libraries that keep their API within a major version.
 */
export const DEDUPED = ['@noble/curves', '@noble/hashes', '@noble/ciphers', '@scure/base', 'tslib'] as const

/** The copies of one package: its directory and version. */
export type Copy = { root: string; version: string }

/** Semver-compatible versions share a line: the major version, or major and minor before 1.0. */
export function lineOf(version: string): string {
  const [major = '0', minor = '0'] = version.split('.')
  return major === '0' ? `0.${minor}` : major
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  const pb = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** For every copy, the copy that serves it: the newest of its compatible line (itself when it is that). */
export function chooseCopies(copies: readonly Copy[]): Map<string, string> {
  const newest = new Map<string, Copy>()
  for (const copy of copies) {
    const line = lineOf(copy.version)
    const best = newest.get(line)
    if (!best || compareVersions(copy.version, best.version) > 0) newest.set(line, copy)
  }
  return new Map(copies.map((copy) => [copy.root, (newest.get(lineOf(copy.version)) as Copy).root]))
}

/** Every installed copy of `name` under `nodeModules`, nested ones included. */
export function findCopies(nodeModules: string, name: string): Copy[] {
  const copies: Copy[] = []
  const visit = (dir: string) => {
    const root = join(dir, name)
    const manifest = join(root, 'package.json')
    if (existsSync(manifest)) copies.push({ root, version: JSON.parse(readFileSync(manifest, 'utf8')).version })
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const packages = entry.name.startsWith('@')
        ? readdirSync(join(dir, entry.name)).map((child) => join(dir, entry.name, child))
        : [join(dir, entry.name)]
      for (const pkg of packages) if (existsSync(join(pkg, 'node_modules'))) visit(join(pkg, 'node_modules'))
    }
  }
  visit(nodeModules)
  return copies
}

/**
 * Build only: every import of a DEDUPED package resolves into the newest installed copy of its compatible line, so
 * the bundle holds one copy of each (npm would have shared it, were the versions not pinned). The file inside the
 * package stays the same; a copy without it keeps its own.
 */
export function dedupeCopiesPlugin({ nodeModules }: { nodeModules: string }): Plugin {
  let serving = new Map<string, string>()
  return {
    name: 'creators-studio:dedupe-copies',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      serving = new Map(DEDUPED.flatMap((name) => [...chooseCopies(findCopies(nodeModules, name))]))
    },
    async resolveId(source, importer, options) {
      const name = DEDUPED.find((pkg) => source === pkg || source.startsWith(`${pkg}/`))
      if (!name) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const marker = `/node_modules/${name}/`
      const at = resolved.id.lastIndexOf(marker)
      if (at < 0) return resolved
      const root = resolved.id.slice(0, at + marker.length - 1)
      const chosen = serving.get(root)
      if (!chosen || chosen === root) return resolved
      const moved = chosen + resolved.id.slice(root.length)
      return existsSync(moved) ? { ...resolved, id: moved } : resolved
    },
  }
}
