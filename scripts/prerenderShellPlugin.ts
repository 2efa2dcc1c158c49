import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * Build only: prerenders the page shell into index.html (src/app/prerenderShell.tsx, loaded through tsx), so the
 * header paints before the scripts have run (Lighthouse's First Contentful Paint, and any slow network).
 */
export function prerenderShellPlugin(): Plugin {
  return {
    name: 'creators-studio:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { tsImport } = await import('tsx/esm/api')
        // The browser project's settings (its `jsx`): the solution tsconfig.json includes no file itself.
        const tsconfig = fileURLToPath(new URL('../tsconfig.browser.json', import.meta.url))
        const module = (await tsImport('../src/app/prerenderShell.tsx', { parentURL: import.meta.url, tsconfig })) as {
          prerenderShell(html: string): string
        }
        return module.prerenderShell(html)
      },
    },
  }
}
