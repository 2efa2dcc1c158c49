import type { Plugin } from 'vite'

/** `node:` modules that a dependency imports only on its Node branch, by the dependency files that do. */
const NODE_ONLY: Record<string, RegExp> = {
  // ox's Tempo transaction miner: a worker pool on worker_threads when it runs in Node, Web Workers in a browser.
  'node:worker_threads': /\/node_modules\/ox\/_esm\/tempo\/internal\/virtualMasterPool\.js$/,
}
const STUB = '\0creators-studio:node-only:'

/**
 * Build only: a Node built-in imported on a dependency's Node-only branch becomes a module that throws if it is ever
 * used, instead of Vite's browser-compatibility stub and its warning. Only the listed importers are served so: any
 * other browser import of a Node built-in still warns, and so fails the build (failOnBuildWarningPlugin).
 */
export function nodeOnlyImportPlugin(): Plugin {
  return {
    name: 'creators-studio:node-only-import',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const importers = NODE_ONLY[id]
      return importers && importer && importers.test(importer) ? STUB + id : null
    },
    load(id) {
      if (!id.startsWith(STUB)) return null
      const name = id.slice(STUB.length)
      return `throw new Error(${JSON.stringify(`${name} is not available in a browser`)})`
    },
  }
}
