import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['test/support/asyncUtilTimeout.ts'],
    // One throwaway PostgreSQL cluster for the whole run (the SQL stores' tests); it fails the run when it cannot start.
    globalSetup: ['test/support/postgresGlobalSetup.ts'],
    // UI tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
  },
})
