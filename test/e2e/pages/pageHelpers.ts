import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect } from '../support/fixtures'

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

/**
 * The page paths sent to Google Analytics so far in this document: one gtag `config` call (one GA4 page_view) per
 * page view, its page_location the same page as its page_path.
 */
export function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
    return Array.from(layer, (entry) => Array.from(entry))
      .filter((args) => args[0] === 'config')
      .map((args) => args[2] as { page_path?: unknown; page_location?: unknown } | undefined)
      .map((page) =>
        page?.page_location === `${location.origin}${String(page?.page_path)}`
          ? String(page?.page_path)
          : `mismatch: ${JSON.stringify(page)}`,
      )
  })
}

/** Waits until exactly `paths` were reported (page views are sent after the render that completes a navigation). */
export async function expectPageViews(page: Page, paths: readonly string[]): Promise<void> {
  await expect.poll(() => pageViews(page)).toEqual(paths)
}

/** A full-page screenshot into test/e2e/screenshots, for a human to look at (not compared). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(200) // lazy images and fonts settle
  await page.screenshot({ path: `${SCREENSHOTS}pages-${name}.png`, fullPage: true })
}
