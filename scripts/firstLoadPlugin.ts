import type { Plugin } from 'vite'

/** The name of the entry's chunk for index.html (assets/index-[hash].js); the group below shares it. */
const ENTRY_CHUNK = 'index'

/**
 * Build only: the first page load in as few requests as the bundler allows. Each one is a wait before the connect
 * button can show, on a slow network and on loopback alike.
 *
 * - **One script** (plus the bundler's runtime, CommonJS interop helpers the lazy chunks share): every module the page's
 *   entry imports statically goes into the entry's chunk, through a code-splitting group of that name. Without it
 *   rolldown 1.2 splits the few of them that lazy chunks import too (our BaseError, the hex helpers) into chunks of
 *   their own, each tiny (rolldown#9963). The module-preload polyfill is off: every browser the build targets
 *   preloads modules natively or loads them without preloading (Safari before 17), and the polyfill would stay behind
 *   as a separate entry file.
 * - **The entry's styles inline** in index.html: the prerendered shell paints and the scripts run without waiting for
 *   a stylesheet request. The file is still emitted, because lazy chunks name it among their preload dependencies; a
 *   disabled `<link>` to it (never fetched, never applied) tells Vite's preload helper that those styles are already in
 *   the page, so it is not fetched later either.
 */
export function firstLoadPlugin(): Plugin {
  let firstLoad = new Set<string>()
  let base = '/'
  return {
    name: 'creators-studio:first-load',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ debugName: 'first load', name: (id: string) => (firstLoad.has(id) ? ENTRY_CHUNK : null) }],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      // Our own modules only: a package's barrel (rxjs) names many modules statically that tree-shaking leaves out of
      // the first load; captured, those that lazy chunks use would be pulled into it.
      firstLoad = new Set(
        [...staticImportsOf(entries, (id) => this.getModuleInfo(id)?.importedIds ?? [])].filter(
          (id) => !id.includes('/node_modules/'),
        ),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return inlineStylesheets(html, (href) => {
          if (!href.startsWith(base)) return undefined
          const asset = bundle[href.slice(base.length)]
          return asset?.type === 'asset' ? String(asset.source) : undefined
        })
      },
    },
  }
}

/** Every module the entries import statically, directly or not; the entries themselves left out (they stay entries). */
export function staticImportsOf(entries: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = entries.flatMap((id) => importsOf(id))
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...importsOf(id))
  }
  for (const id of entries) seen.delete(id)
  return seen
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g

/**
 * index.html with each stylesheet link whose text `cssOf` knows replaced by that text in a `<style>`, followed by the
 * link, disabled. Throws when the text would end the `<style>` element early.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = cssOf(href)
    if (css === undefined) return link
    if (/<\/style/i.test(css)) throw new Error(`inlineStylesheets: ${href} contains "</style" and cannot be inlined`)
    return `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`
  })
}
