import type { Plugin } from 'vite'

const PONYFILL = 'cross-fetch'
const NATIVE = '\0creators-studio:native-fetch'

/**
 * Build only: `cross-fetch` (WalletConnect's HTTP connection imports it) becomes the browser's own fetch. Its browser
 * build already hands out the native fetch wherever one exists, which is every browser the build targets; the
 * XMLHttpRequest polyfill it carries for older ones would only ship unused.
 */
export function nativeFetchPlugin(): Plugin {
  return {
    name: 'creators-studio:native-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === PONYFILL ? NATIVE : null
    },
    load(id) {
      if (id !== NATIVE) return null
      return [
        'const fetch = (...args) => globalThis.fetch(...args)',
        'export default fetch',
        'export { fetch }',
        'export const { Headers, Request, Response } = globalThis',
      ].join('\n')
    },
  }
}
