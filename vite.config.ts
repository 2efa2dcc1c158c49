import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { devApiPlugin } from './src/app/server/devApiPlugin'
import { bundleReportPlugin } from './scripts/bundleReportPlugin'
import { firstLoadPlugin } from './scripts/firstLoadPlugin'
import { omitWalletConnectModalPlugin } from './scripts/omitWalletConnectModalPlugin'
import { prerenderShellPlugin } from './scripts/prerenderShellPlugin'
import { localePreloadPlugin } from './scripts/localePreloadPlugin'
import { catalogueKeysPlugin } from './scripts/catalogueKeysPlugin'
import { checkConfigPlugin } from './scripts/checkConfigPlugin'

// Plugins for the dev server; devApiPlugin mounts the sign-in API (/api/auth) inside `vite` dev.
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(() => ({
  // bundleReportPlugin: chunk and module sizes for scripts/budget.mjs; omitWalletConnectModalPlugin: see there (we
  // draw our own QR); checkConfigPlugin: a malformed VITE_* value stops the build; prerenderShellPlugin: the page shell's HTML in index.html; firstLoadPlugin: the first load as one
  // script with its styles inline.
  plugins: [
    checkConfigPlugin(),
    catalogueKeysPlugin({ englishDir: local('./src/ui/i18n/en') }),
    react(),
    bundleReportPlugin(),
    omitWalletConnectModalPlugin(),
    prerenderShellPlugin(),
    firstLoadPlugin(),
    localePreloadPlugin(),
    devApiPlugin(),
  ],
  resolve: {
    alias: [
      // rxjs's ES2015 build: its default (ES5) build needs tslib helpers, more code on the first page load.
      { find: /^rxjs$/, replacement: local('./node_modules/rxjs/dist/esm/index.js') },
      // The three Reflect metadata calls inversify's container makes, instead of the whole polyfill (about 2 KiB gzip
      // of the first load): see src/app/reflectMetadataLite.ts.
      { find: /^reflect-metadata\/lite$/, replacement: local('./src/app/reflectMetadataLite.ts') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
}))
