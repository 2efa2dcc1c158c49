import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { devApiPlugin } from './src/app/server/devApiPlugin'
import { bundleReport } from './scripts/bundleReportPlugin'

// Plugins for the dev server; devApiPlugin mounts the sign-in API (/api/auth) inside `vite` dev.
export default defineConfig({
  // bundleReport: chunk and module sizes for scripts/budget.mjs.
  plugins: [react(), bundleReport(), devApiPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
