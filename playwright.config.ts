import { defineConfig, devices } from '@playwright/test'

/** Base URL of the app under test (the global setup serves dist-e2e there). */
export const E2E_BASE_URL = 'http://127.0.0.1:18080'

/** The WalletConnect flavour of the app (dist-e2e-wc, scripts/e2e.mjs), for the phone's deep-link spec alone. */
const WALLETCONNECT_SPECS = 'mobileDeepLink.spec.ts'

// Debian's Chromium, not a downloaded browser: nothing is fetched at test time.
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'desktop', testIgnore: WALLETCONNECT_SPECS, use: { viewport: { width: 1280, height: 800 } } },
    {
      // product rules: "Modal layout", "Narrow layout": the same wallet flows on a phone, where every modal is a bottom
      // sheet (narrow layout below 768 px).
      name: 'phone',
      testMatch: ['connect.spec.ts', 'account.spec.ts', 'chain.spec.ts'],
      grep: [/ connect (walking skeleton|behavior)/, / account modal (default|behavior)/, / switch networks behavior/],
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      // product rules: "Mobile connect": an Android phone (its user agent, touch, viewport), where a WalletConnect
      // wallet's link is the pairing uri itself, on the build that has a WalletConnect project id.
      name: 'phone-walletconnect',
      testMatch: WALLETCONNECT_SPECS,
      use: { ...devices['Pixel 7'], baseURL: 'http://127.0.0.1:18081' },
    },
  ],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
