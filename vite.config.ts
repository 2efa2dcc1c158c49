import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { devApiPlugin } from './src/app/server/devApiPlugin.ts'
import { bundleReportPlugin } from './scripts/bundleReportPlugin.ts'
import { firstLoadPlugin } from './scripts/firstLoadPlugin.ts'
import { omitWalletConnectModalPlugin } from './scripts/omitWalletConnectModalPlugin.ts'
import { prerenderShellPlugin } from './scripts/prerenderShellPlugin.ts'
import { localePreloadPlugin } from './scripts/localePreloadPlugin.ts'
import { catalogueKeysPlugin } from './scripts/catalogueKeysPlugin.ts'
import { checkConfigPlugin } from './scripts/checkConfigPlugin.ts'
import { failOnBuildWarningPlugin } from './scripts/failOnBuildWarningPlugin.ts'
import { nodeOnlyImportPlugin } from './scripts/nodeOnlyImportPlugin.ts'
import { dedupeCopiesPlugin } from './scripts/dedupeCopiesPlugin.ts'
import { nativeFetchPlugin } from './scripts/nativeFetchPlugin.ts'

// Plugins for the dev server; devApiPlugin mounts the sign-in API (/api/auth) inside `vite` dev.
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(() => ({
  // failOnBuildWarningPlugin: a warning stops the build; nodeOnlyImportPlugin: Node built-ins on dependencies' Node
  // branches; bundleReportPlugin: chunk and module sizes for scripts/budget.mjs; omitWalletConnectModalPlugin: see
  // there (we draw our own QR); checkConfigPlugin: a malformed VITE_* value stops the build; prerenderShellPlugin: the
  // page shell's HTML in index.html; firstLoadPlugin: the first load as one script with its styles inline.
  // Imports name their file's extension: Vite's native config loader (its future default) needs them.
  plugins: [
    failOnBuildWarningPlugin(),
    nodeOnlyImportPlugin(),
    dedupeCopiesPlugin({ nodeModules: local('./node_modules') }),
    nativeFetchPlugin(),
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
