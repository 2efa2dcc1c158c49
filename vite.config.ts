import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { devApiPlugin } from './src/app/server/devApiPlugin'
import { bundleReport } from './scripts/bundleReportPlugin'
import { omitWalletConnectModal } from './scripts/omitWalletConnectModal'

// Plugins for the dev server; devApiPlugin mounts the sign-in API (/api/auth) inside `vite` dev.
export default defineConfig({
  // bundleReport: chunk and module sizes for scripts/budget.mjs; omitWalletConnectModal: see there (we draw our own QR).
  plugins: [react(), bundleReport(), omitWalletConnectModal(), devApiPlugin()],
  resolve: {
    // rxjs's ES2015 build: its default (ES5) build needs tslib helpers, ~1.6 KiB gzip more on the first page load.
    alias: [{ find: /^rxjs$/, replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
