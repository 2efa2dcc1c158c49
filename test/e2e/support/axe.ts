import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Axe over the whole page, or only what `selector` matches (WCAG 2.x A/AA and best practices); every violation is listed on failure. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  const result = await (selector ? builder.include(selector) : builder).analyze()
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Axe over the open dialog only. */
export function expectNoDialogAxeViolations(page: Page): Promise<void> {
  return expectNoAxeViolations(page, '[role="dialog"]')
}
