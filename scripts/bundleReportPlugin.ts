import type { Plugin } from 'vite'

/** One emitted JS chunk as scripts/budget.mjs reads it. */
export type ReportedChunk = {
  isEntry: boolean
  /** Static imports (loaded with the chunk). */
  imports: string[]
  dynamicImports: string[]
  /** Rendered (minified, pre-gzip) size per module id. */
  modules: Record<string, number>
}

export const BUNDLE_REPORT_FILE = '.vite/bundle-report.json'

/**
 * Writes dist/.vite/bundle-report.json: every chunk's static and dynamic imports and its modules' rendered sizes,
 * so the bundle budget can name the largest modules of the first page load (no visualizer dependency needed).
 */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'creators-studio:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ReportedChunk> = {}
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue
        const modules = Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength]))
        chunks[fileName] = {
          isEntry: item.isEntry,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          modules,
        }
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_REPORT_FILE, source: JSON.stringify({ chunks }, null, 1) })
    },
  }
}
