import type { Plugin } from 'vite'
import { readConfig } from '../src/app/config.ts'
import { readSupportTokens } from '../src/app/supportTokens.ts'

/**
 * Reads the VITE_* configuration the way the app and the server will (readConfig, readSupportTokens) when vite starts, so a malformed value (a chain,
 * an RPC URL, a support token) stops `vite build` and `npm run build` with one clear line instead of shipping an app
 * that only says so in the browser.
 */
export function checkConfigPlugin(): Plugin {
  return {
    name: 'creators-studio:check-config',
    configResolved(config) {
      try {
        readSupportTokens(config.env, readConfig(config.env).chains)
      } catch (err) {
        const message = `Invalid configuration: ${err instanceof Error ? err.message : String(err)}`
        config.logger.error(message)
        throw new Error(message)
      }
    },
  }
}
