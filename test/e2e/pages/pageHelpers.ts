import AxeBuilder from '@axe-core/playwright'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect } from '../support/fixtures'
import { E2E_PORTS } from '../support/ports'

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** The page paths sent to Google Analytics so far in this document: one gtag `config` entry per page view. */
export function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
    return Array.from(layer, (entry) => Array.from(entry))
      .filter((args) => args[0] === 'config')
      .map((args) => String((args[2] as { page_path?: unknown } | undefined)?.page_path))
  })
}

/** Waits until exactly `paths` were reported (page views are sent after the render that completes a navigation). */
export async function expectPageViews(page: Page, paths: readonly string[]): Promise<void> {
  await expect.poll(() => pageViews(page)).toEqual(paths)
}

/** Axe over the whole page (WCAG 2.x A/AA and best practices); every violation is listed on failure. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze()
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary).toEqual([])
}

/** A full-page screenshot into test/e2e/screenshots, for a human to look at (not compared). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(200) // lazy images and fonts settle
  await page.screenshot({ path: `${SCREENSHOTS}pages-${name}.png`, fullPage: true })
}

/** A raw JSON-RPC call to the chain-1 anvil the e2e build reads. */
export async function anvil(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORTS.chain1}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await res.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
