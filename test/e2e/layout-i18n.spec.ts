import type { Locator, Page } from '@playwright/test'
import { expectNoDialogAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'

// Layout in other languages: the pseudo-locale (every string longer and accented), a wallet with a very long name, and
// Arabic (right to left). The dialogs are found by role and class, not by their (translated) names.

const LOCALE_KEY = 'creators-studio.locale'
const SHOTS = 'test-results/layout-i18n'
const LONG_NAME = `${'Extraordinarily Verbose Wallet '.repeat(11)}${'X'.repeat(159)}`.slice(0, 500)

/** Stores the visitor's language choice (as the footer picker does) and reloads the page in it. */
async function switchLocale(page: Page, locale: string | undefined): Promise<void> {
  await page.evaluate(
    ([key, value]) =>
      value ? localStorage.setItem(key, JSON.stringify({ v: 1, d: value })) : localStorage.removeItem(key),
    [LOCALE_KEY, locale] as const,
  )
  await page.reload()
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Let the entry animation end before measuring.
  await page.waitForTimeout(300)
  return dialog
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * What sticks out horizontally: the dialog out of the viewport or scrolling sideways, any visible element of it past
 * the dialog's edges, any element whose content overflows its box without clipping it.
 */
function horizontalOverflows(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const problems: string[] = []
    const box = root.getBoundingClientRect()
    const viewport = document.documentElement.clientWidth
    if (box.left < -1 || box.right > viewport + 1)
      problems.push(`dialog outside the viewport (${box.left}..${box.right})`)
    if (root.scrollWidth > root.clientWidth + 1) problems.push('dialog scrolls sideways')
    for (const el of root.querySelectorAll('*')) {
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      if (style.display === 'none' || style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1) continue
      if (el.closest('.cs-visually-hidden')) continue
      // Inside a scroller or a clipping box (the phone's wallet carousel), what matters is that box, checked itself.
      let clipper = el.parentElement
      while (clipper && clipper !== root && getComputedStyle(clipper).overflowX === 'visible')
        clipper = clipper.parentElement
      if (clipper && clipper !== root) continue
      if (rect.left < box.left - 1 || rect.right > box.right + 1) problems.push(`${nameOf(el)} past the dialog`)
      const clips = style.overflowX !== 'visible'
      if (!clips && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) problems.push(`${nameOf(el)} overflows`)
    }
    return problems
  })
}

async function checkDialog(page: Page, dialog: Locator, shot: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${shot}.png` })
  expect(await horizontalOverflows(dialog)).toEqual([])
  await expectNoDialogAxeViolations(page)
}

/** A browser wallet announced over EIP-6963 with a 500-character name, whose prompt never answers. */
async function announceLongNamedWallet(page: Page) {
  await page.addInitScript((name) => {
    const answers: Record<string, unknown> = { eth_chainId: '0x1', eth_accounts: [] }
    const provider = {
      request: ({ method }: { method: string }) =>
        method in answers ? Promise.resolve(answers[method]) : new Promise(() => {}),
      on: () => provider,
      removeListener: () => provider,
    }
    const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    const info = { uuid: '5f0c2b7e-1a3d-4e8f-9b6a-2c4d6e8f0a1b', name, rdns: 'test.long-name', icon }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, LONG_NAME)
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`layout in the pseudo-locale (${device})`, () => {
    test.use({ viewport, hasTouch: device === 'phone' })

    test('behavior: the connect, account and Switch Networks dialogs keep every line inside them', async ({
      page,
      wallet,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await switchLocale(page, 'en-XA')
      await expect(page.locator('html')).toHaveAttribute('lang', /en/)
      await page.screenshot({ path: `${SHOTS}/pseudo-${device}-page.png`, fullPage: true })
      const connect = await openDialog(page, page.locator('.cs-connect-button'))
      await checkDialog(page, connect, `pseudo-${device}-connect`)
      await closeDialog(page)

      // Connecting goes through the English flow; the session survives the switch back to the pseudo-locale.
      await switchLocale(page, undefined)
      await connectAndSignIn(page, wallet)
      await switchLocale(page, 'en-XA')
      const account = page.locator('.cs-connect-account')
      await expect(account).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/pseudo-${device}-connected.png` })
      for (const button of await page.locator('.cs-connect button').all()) {
        const fits = await button.evaluate(
          (el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth,
        )
        expect(fits).toBe(true)
      }

      await checkDialog(page, await openDialog(page, account), `pseudo-${device}-account`)
      await closeDialog(page)
      await checkDialog(page, await openDialog(page, page.locator('.cs-connect-chain')), `pseudo-${device}-chains`)
      await closeDialog(page)
    })
  })
}

test.describe('layout with a long wallet name', () => {
  test('behavior: a 500-character wallet name ends in an ellipsis in the panel heading and wraps in its body', async ({
    page,
  }) => {
    await announceLongNamedWallet(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const dialog = await openDialog(page, page.locator('.cs-connect-button'))
    await dialog.getByRole('button', { name: /Extraordinarily Verbose Wallet/ }).click()
    const heading = dialog.locator('#cs-panel-title')
    await expect(heading).toHaveText(LONG_NAME)
    await expect(heading).toHaveAttribute('title', LONG_NAME)
    const fit = await heading.evaluate((el) => ({
      truncated: el.scrollWidth > el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow,
    }))
    expect(fit).toMatchObject({ truncated: true, ellipsis: 'ellipsis' })
    const body = dialog.locator('.cs-panel-body')
    const panel = await dialog.locator('.cs-panel').boundingBox()
    for (const el of [heading, body, dialog.locator('.cs-connect-title')]) {
      const box = await el.boundingBox()
      expect(box && panel && box.x >= panel.x - 1 && box.x + box.width <= panel.x + panel.width + 1).toBe(true)
    }
    await checkDialog(page, dialog, 'long-wallet-name')
  })
})

test.describe('layout right to left (Arabic)', () => {
  test('behavior: the page is dir="rtl", the connect modal mirrors (wallet list on the right) and so does the back arrow', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await switchLocale(page, 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    const dialog = await openDialog(page, page.locator('.cs-connect-button'))
    const list = await dialog.locator('.cs-connect-list').boundingBox()
    const panel = await dialog.locator('.cs-panel').boundingBox()
    expect(list && panel && list.x >= panel.x + panel.width - 1).toBe(true)
    await checkDialog(page, dialog, 'rtl-ar-connect')

    await dialog.locator('.cs-action-primary').click()
    const back = dialog.locator('.cs-back svg')
    await expect(back).toBeVisible()
    expect(await back.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await checkDialog(page, dialog, 'rtl-ar-get-wallet')
  })

  test('behavior: the address and balance read left to right in the account button and the account modal', async ({
    page,
    wallet,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    await switchLocale(page, 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const name = page.locator('.cs-connect-name')
    await expect(name).toBeVisible()
    expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await page.locator('.cs-connect').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await page.screenshot({ path: `${SHOTS}/rtl-ar-connected.png` })
    const account = await openDialog(page, page.locator('.cs-connect-account'))
    expect(await account.locator('.cs-account-name').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    await checkDialog(page, account, 'rtl-ar-account')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('behavior: the connect bottom sheet is right to left and stays inside the screen', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await switchLocale(page, 'ar')
      const sheet = await openDialog(page, page.locator('.cs-connect-button'))
      expect(await sheet.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
      await checkDialog(page, sheet, 'rtl-ar-phone-connect')
    })
  })
})
