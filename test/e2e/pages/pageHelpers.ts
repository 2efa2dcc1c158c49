import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect } from '../support/fixtures'

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** The page paths sent to Google Analytics so far in this document: one gtag `page_view` event per page view. */
export function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
    return Array.from(layer, (entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => String((args[2] as { page_location?: unknown } | undefined)?.page_location))
      .map((url) => url.replace(location.origin, ''))
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
