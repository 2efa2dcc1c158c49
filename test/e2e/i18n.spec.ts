import type { Locator, Page, TestInfo } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEFAULT_NAMESPACE, STORAGE_SCHEMA_VERSION } from '../../src/adapters/storage/envelope'
import { LOCALE_STORAGE_KEY } from '../../src/domain/i18n/localeService'
import { LOCALE_NAMES } from '../../src/domain/i18n/localeNames'
import { directionOf, LOCALES, type Locale } from '../../src/domain/i18n/locales'
import { expectNoAxeViolations, expectNoDialogAxeViolations } from './support/axe'
import { approve, expect, SHORT_ACCOUNT, SIWE, test, type HeadlessWallet } from './support/fixtures'
import { browserWalletOption } from './support/flows'
import { E2E_ORIGIN } from './support/ports'
import { translated } from './support/translated'

// product rules: "Languages": the app in the visitor's language (detected, or chosen in the footer's picker),
// right-to-left for Arabic, Persian and Hebrew. Texts are looked up by their English wording (translated), never by
// catalogue key.

const SCREENSHOTS = 'test-results'
const DEVICES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const
/** The visitors: the browser's language (Playwright's `locale`, which sets navigator.languages) and what it picks. */
const VISITORS = [
  { browser: 'de-DE', locale: 'de' },
  { browser: 'ar', locale: 'ar' },
] as const satisfies readonly { browser: string; locale: Locale }[]

/** The stored choice, as the app keeps it (KeyValueStore envelope). */
const STORAGE_KEY = `${DEFAULT_NAMESPACE}.${LOCALE_STORAGE_KEY}`

const DIST = fileURLToPath(new URL('../../dist-e2e/', import.meta.url))

/** The path of `locale`'s catalogue chunk in the e2e build, from its bundle report (not from the page head). */
function localeChunk(locale: Locale): string {
  const report = JSON.parse(readFileSync(`${DIST}.vite/bundle-report.json`, 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>
  }
  const facade = `/src/ui/i18n/locales/${locale}.ts`
  const files = Object.entries(report.chunks)
    .filter(([, chunk]) => Object.keys(chunk.modules).some((id) => id.endsWith(facade)))
    .map(([file]) => file)
  if (files.length !== 1) throw new Error(`${locale}: ${files.length} chunks hold ${facade}: ${files.join(', ')}`)
  return `/${files[0]}`
}

async function expectPageLanguage(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(locale))
}

/** A screenshot under test-results/, attached to the test's report. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${SCREENSHOTS}/i18n-${name}.png`
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The footer's language picker, by its label in `locale`. */
function picker(page: Page, locale: Locale): Locator {
  return page.getByRole('combobox', { name: translated(locale, 'Language') })
}

/** Connects the test wallet through the connect modal already open and signs in, all in `locale`. */
async function connectInModal(page: Page, dialog: Locator, wallet: HeadlessWallet, locale: Locale): Promise<void> {
  await browserWalletOption(dialog).click()
  await approve(wallet, 'eth_requestAccounts')
  if (SIWE) {
    const verify = page.getByRole('dialog', { name: translated(locale, 'Verify your account') })
    await expect(verify).toBeVisible()
    await verify.getByRole('button', { name: translated(locale, 'Sign message') }).click()
    await approve(wallet, 'personal_sign')
  }
  await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const { browser, locale } of VISITORS) {
  for (const [device, viewport] of DEVICES) {
    test.describe(`i18n: a visitor whose browser speaks ${browser}, ${device}`, () => {
      test.use({ locale: browser, viewport })

      test(`behavior: the shell is in ${locale} (<html lang dir>, navigation, footer, picker); axe; screenshot`, async ({
        page,
      }, testInfo) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto('/')
        await expectPageLanguage(page, locale)
        const nav = page.getByRole('navigation', { name: translated(locale, 'Main') })
        await expect(nav.getByRole('link', { name: translated(locale, 'Studio') })).toBeVisible()
        await expect(page.getByRole('link', { name: translated(locale, 'Learn more about wallets') })).toBeVisible()
        await expect(picker(page, locale)).toHaveValue(locale)
        await expectNoAxeViolations(page)
        await shot(page, testInfo, `${locale}-${device}-shell`)
      })

      test(`behavior: the connect button, connect modal, account modal and Switch Networks modal are in ${locale}; axe; screenshots`, async ({
        page,
        wallet,
      }, testInfo) => {
        const t = (english: string) => translated(locale, english)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto('/')
        await expectPageLanguage(page, locale)

        const connectButton = page.getByRole('button', { name: t('Connect Wallet') })
        await expect(connectButton).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, testInfo, `${locale}-${device}-connect-button`)

        await connectButton.click()
        const connectModal = page.getByRole('dialog', { name: t('Connect a Wallet') })
        await expect(connectModal).toBeVisible()
        await expect(connectModal.getByText(t('What is a Wallet?')).first()).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await shot(page, testInfo, `${locale}-${device}-connect-modal`)
        await connectInModal(page, connectModal, wallet, locale)

        await page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) }).click()
        const accountModal = page.getByRole('dialog', { name: SHORT_ACCOUNT })
        await expect(accountModal.getByRole('button', { name: t('Disconnect') })).toBeVisible()
        await expect(accountModal.getByRole('button', { name: t('Copy Address') })).toBeVisible()
        await expect(accountModal.getByText(t('Your transactions will appear here…'))).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await shot(page, testInfo, `${locale}-${device}-account-modal`)
        await page.keyboard.press('Escape')
        await expect(accountModal).toHaveCount(0)

        // On a phone the chain button shows only the icon, named by the chain.
        await page.getByRole('button', { name: 'Ethereum' }).click()
        const chainModal = page.getByRole('dialog', { name: t('Switch Networks') })
        await expect(chainModal).toBeVisible()
        await expect(chainModal.getByText(t('Connected'), { exact: true })).toBeVisible()
        await expectNoDialogAxeViolations(page)
        await shot(page, testInfo, `${locale}-${device}-switch-networks-modal`)
      })
    })
  }
}

test.describe('i18n: the language picker', () => {
  test.use({ locale: 'en-US' })

  test('behavior: lists every language in its own language, switches language and direction without a reload, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/')
    await expectPageLanguage(page, 'en')
    const options = () =>
      picker(page, 'en')
        .or(picker(page, 'ar'))
        .locator('option')
        .evaluateAll((list) =>
          (list as HTMLOptionElement[]).map((o) => ({ value: o.value, lang: o.lang, text: o.textContent })),
        )
    // The picker loads with the footer, after the first paint.
    await expect(picker(page, 'en')).toBeVisible()
    const listed = await options()
    expect(listed.map((o) => o.value)).toEqual([...LOCALES])
    const englishNames = new Intl.DisplayNames(['en'], { type: 'language' })
    for (const { value, lang, text } of listed) {
      expect(lang, `the ${value} option's lang`).toBe(value)
      expect(text, `the ${value} option`).toBe(LOCALE_NAMES[value as Locale])
      // Not its English name ("German" for Deutsch), which a list written in one language would show.
      if (value !== 'en') expect(text).not.toBe(englishNames.of(value))
    }

    await page.evaluate(() => Object.assign(window, { __marker: 1 }))
    await picker(page, 'en').selectOption('ar')
    await expectPageLanguage(page, 'ar')
    await expect(picker(page, 'ar')).toHaveValue('ar')
    await expect(page.getByRole('link', { name: translated('ar', 'Learn more about wallets') })).toBeVisible()
    expect(await page.evaluate(() => (window as { __marker?: number }).__marker), 'the same page, not reloaded').toBe(1)
    expect(await options(), 'each option stays in its own language').toEqual(listed)
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      JSON.stringify({ v: STORAGE_SCHEMA_VERSION, d: 'ar' }),
    )

    await page.reload()
    expect(await page.evaluate(() => (window as { __marker?: number }).__marker), 'reloaded').toBeUndefined()
    await expectPageLanguage(page, 'ar')
    await expect(picker(page, 'ar')).toHaveValue('ar')

    // Back to a left-to-right language, still without a reload.
    await page.evaluate(() => Object.assign(window, { __marker: 2 }))
    await picker(page, 'ar').selectOption('de')
    await expectPageLanguage(page, 'de')
    await expect(picker(page, 'de')).toHaveValue('de')
    expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBe(2)
  })

  test('behavior: when the language cannot load, the page stays in English, the picker shows English again and an alert says so', async ({
    page,
  }) => {
    await page.goto('/')
    await expectPageLanguage(page, 'en')
    await expect(picker(page, 'en')).toHaveValue('en')
    const chunk = localeChunk('de')
    let refused = 0
    await page.route(`${E2E_ORIGIN}${chunk}`, (route) => ((refused += 1), route.abort('failed')))

    await picker(page, 'en').selectOption('de')
    await expect(
      page.getByRole('alert').filter({
        hasText: translated('en', 'That language could not be loaded. Check your connection and try again.'),
      }),
    ).toBeVisible()
    expect(refused, `${chunk} was asked for`).toBeGreaterThan(0)
    await expect(picker(page, 'en')).toHaveValue('en')
    await expectPageLanguage(page, 'en')
    await expect(page.getByRole('link', { name: translated('en', 'Learn more about wallets') })).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'nothing kept').toBeNull()
  })
})

test.describe('i18n: the first load of a German visitor', () => {
  test.use({ locale: 'de-DE' })

  test('behavior: the page head preloads the German chunk and sets <html lang>; no CSP violation', async ({ page }) => {
    const consoleViolations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[]; __preloads?: string[]; __langAtLoad?: string }
      w.__violations = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      )
      document.addEventListener('DOMContentLoaded', () => {
        w.__preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href)
        w.__langAtLoad = document.documentElement.lang
      })
    })
    await page.goto('/')
    await expectPageLanguage(page, 'de')
    await expect(picker(page, 'de')).toHaveValue('de')
    const { preloads, langAtLoad, violations } = await page.evaluate(() => {
      const w = window as unknown as { __violations: string[]; __preloads?: string[]; __langAtLoad?: string }
      return { preloads: w.__preloads, langAtLoad: w.__langAtLoad, violations: w.__violations }
    })
    expect(preloads, 'modulepreload links at DOMContentLoaded').toContain(`${E2E_ORIGIN}${localeChunk('de')}`)
    expect(langAtLoad).toBe('de')
    expect(violations).toEqual([])
    expect(consoleViolations).toEqual([])
  })

  test('behavior: the header never shows English: the wallet area and navigation are in German from their first paint', async ({
    page,
  }) => {
    // Every text the header's wallet area and navigation show (rendered, hence innerText) while the page is no longer
    // marked data-locale-pending: at each DOM change and each animation frame of the first seconds.
    await page.addInitScript(() => {
      type Shown = { area: string; text: string; lang: string; at: number }
      const shown: Shown[] = []
      Object.assign(window, { __shown: shown })
      const record = () => {
        const html = document.documentElement
        if (!html || html.hasAttribute('data-locale-pending')) return
        for (const [area, selector] of [
          ['wallet', '.cs-shell-wallet'],
          ['nav', '.cs-shell-nav'],
        ] as const) {
          const element = document.querySelector<HTMLElement>(selector)
          if (!element?.checkVisibility({ visibilityProperty: true })) continue
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what was seen
          const text = element.innerText.trim()
          const last = shown.filter((s) => s.area === area).pop()
          if (last?.text !== text) shown.push({ area, text, lang: html.lang, at: performance.now() })
        }
      }
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
      const frame = () => {
        record()
        if (performance.now() < 15_000) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await page.goto('/')
    await expect(page.getByRole('button', { name: translated('de', 'Connect Wallet') })).toBeVisible()
    await page.waitForTimeout(500)
    const shown = await page.evaluate(
      () => (window as unknown as { __shown: { area: string; text: string; lang: string }[] }).__shown,
    )
    const wallet = shown.filter((s) => s.area === 'wallet' && s.text !== '')
    expect(wallet.length, 'the wallet area was recorded').toBeGreaterThan(0)
    for (const s of shown) {
      expect(s.lang, JSON.stringify(s)).toBe('de')
      expect(s.text, `English in the ${s.area}`).not.toContain('Connect Wallet')
    }
    expect(wallet[0]?.text, 'the first wallet area painted').toContain(translated('de', 'Connect Wallet'))
    const nav = shown.filter((s) => s.area === 'nav' && s.text !== '')
    for (const s of nav) expect(s.text).toBe(translated('de', 'Studio'))
  })
})
