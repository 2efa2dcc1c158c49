import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Where the unit step's time goes (2 cores): importing each file's modules afresh and building jsdom, not the tests.
// So: both cores (vitest picks one less than the machine has), and the domain's tests, which are plain functions
// with no globals, share one module graph per worker instead of re-importing it for each file.
export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One throwaway PostgreSQL cluster for the whole run (the SQL stores' tests); it fails the run when it cannot start.
    globalSetup: ['test/support/postgresGlobalSetup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['test/domain/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/domain/**', 'test/e2e/**', 'node_modules/**'],
          environment: 'node',
          // UI tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
          setupFiles: ['test/support/asyncUtilTimeout.ts'],
        },
      },
    ],
  },
})
