import type { Locator, Page, Route } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import type { FailedAction } from '../../src/domain/errors/failure'
import { formatMessage, type Message } from '../../src/domain/i18n/formatMessage'
import type { Catalogue } from '../../src/domain/i18n/localeService'
import { directionOf, type Locale } from '../../src/domain/i18n/locales'
import { errors } from '../../src/ui/i18n/en/errors'
import { failures } from '../../src/ui/i18n/en/failures'
import ar from '../../src/ui/i18n/locales/ar'
import de from '../../src/ui/i18n/locales/de'
import { expectNoAxeViolations } from './support/axe'
import { approve, expect, SHORT_ACCOUNT, SIWE, test } from './support/fixtures'
import { browserWalletOption } from './support/flows'
import { translated } from './support/translated'

// A failed profile save and a failed note recording read by their cause, in the page's language, never as
// the generic "something went wrong". The server's answers are played by page.route in the shape the API writes
// (`{ error: { code, message, ...extra } }`); the timeout is a request held until the client gives up on it.

test.skip(!SIWE, 'the studio and the note recording need sign-in')

const MNEMONIC = 'test test test test test test test test test test test junk'
/** A creator no other spec uses: the supports sent to it are never recorded (every recording is answered here). */
const CREATOR = mnemonicToAccount(MNEMONIC, { addressIndex: 12 }).address

/** The visitors: the browser's language (Playwright's `locale`, which sets navigator.languages) and what it picks. */
const VISITORS = [
  { browser: 'en-US', locale: 'en' },
  { browser: 'de-DE', locale: 'de' },
  { browser: 'ar', locale: 'ar' },
] as const satisfies readonly { browser: string; locale: Locale }[]

/** The errors area of each locale as its pages show it (English: the first-load errors and the pages' failures). */
const ERRORS: Record<(typeof VISITORS)[number]['locale'], Catalogue> = {
  en: { ...errors, ...failures },
  de,
  ar,
}

/** What `locale`'s catalogue says for `key`, formatted as the page formats it (src/ui/i18n/useT.ts). */
function message(locale: keyof typeof ERRORS, key: string, values?: Record<string, string>): string {
  const found = ERRORS[locale][key] as Message | undefined
  if (found === undefined) throw new Error(`the ${locale} catalogue has no ${key}`)
  return formatMessage(found, values, locale, directionOf(locale) === 'rtl')
}

/** The sentence of a failed action and its cause (src/ui/failureText.ts, composed by `errors.failed`). */
function failed(locale: keyof typeof ERRORS, action: FailedAction, causeKey: string): string {
  return message(locale, 'errors.failed', {
    action: message(locale, `errors.action.${action}`),
    cause: message(locale, causeKey),
  })
}

/** A server's answer to play: its status and error body, or `hold` (never answered: the client's timeout). */
type Answer = { status: number; code: string; extra?: Record<string, unknown> } | 'hold'

type Case = { name: string; answer: Answer; causeKey: string }

/** Profile saves (PUT /api/creators/:address). */
const SAVE_CASES: readonly Case[] = [
  {
    name: '503 store-unavailable',
    answer: { status: 503, code: 'store-unavailable' },
    causeKey: 'errors.store-unavailable',
  },
  { name: '403 not-owner', answer: { status: 403, code: 'not-owner' }, causeKey: 'errors.not-owner' },
  { name: '429 rate-limited', answer: { status: 429, code: 'rate-limited' }, causeKey: 'errors.rate-limited' },
  // The client gives up after DEFAULT_API_TIMEOUT_MS (10 s; the e2e build has no shorter setting).
  { name: 'timeout', answer: 'hold', causeKey: 'errors.timeout' },
]

/** Note recordings (POST /api/creators/:address/supports). */
const NOTE_CASES: readonly Case[] = [
  {
    name: '422 tx-mismatch (another-sender)',
    answer: { status: 422, code: 'tx-mismatch', extra: { reason: 'another-sender' } },
    causeKey: 'errors.tx-mismatch.another-sender',
  },
  { name: '503 rpc-unavailable', answer: { status: 503, code: 'rpc-unavailable' }, causeKey: 'errors.rpc-unavailable' },
]

/**
 * Answers the requests `method` sends to a path matching `path` with whatever `answer()` says at the time; the
 * held ones are kept (they end when the page gives up on them).
 */
async function answerWith(page: Page, method: string, path: RegExp, answer: () => Answer): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback()
      const now = answer()
      if (now === 'hold') return
      await route.fulfill({
        status: now.status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: now.code, message: `e2e: ${now.code}`, ...now.extra } }),
      })
    },
  )
}

/** Asserts the failure shown reads by its cause in `locale`: the catalogue's sentence, not the generic text. */
async function expectFailure(alert: Locator, locale: keyof typeof ERRORS, action: FailedAction, c: Case) {
  const expected = failed(locale, action, c.causeKey)
  const generic = message(locale, 'errors.unknown')
  expect(expected, `${locale} ${action} ${c.name}`).not.toContain(generic)
  // The client's own timeout ends a held request after 10 s: waited for as the message, not as time.
  await expect(alert, `${locale} ${action} ${c.name}`).toHaveText(expected, {
    timeout: c.answer === 'hold' ? 30_000 : undefined,
  })
  await expect(alert).not.toContainText(generic)
}

for (const { browser, locale } of VISITORS) {
  test.describe(`failure reasons: a visitor whose browser speaks ${browser}`, () => {
    test.use({ locale: browser })

    test(`behavior: a failed note recording and a failed profile save read by their cause in ${locale}; axe`, async ({
      page,
      wallet,
    }, testInfo) => {
      test.setTimeout(120_000)
      const t = (english: string, options?: Parameters<typeof translated>[2]) => translated(locale, english, options)

      // A supporter on a creator's page, signed in, in the page's language.
      await page.goto(`/creators/${CREATOR}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await page.getByRole('button', { name: t('Connect Wallet') }).click()
      const dialog = page.getByRole('dialog', { name: t('Connect a Wallet') })
      await browserWalletOption(dialog).click()
      await approve(wallet, 'eth_requestAccounts')
      const verify = page.getByRole('dialog', { name: t('Verify your account') })
      await verify.getByRole('button', { name: t('Sign message') }).click()
      await approve(wallet, 'personal_sign')
      await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()

      // The note's recording fails, then fails again for another cause after "Try again".
      let noteCase = 0
      await answerWith(page, 'POST', /^\/api\/creators\/0x[0-9a-fA-F]{40}\/supports$/, () => {
        const c = NOTE_CASES[noteCase]
        if (!c) throw new Error('no note case')
        return c.answer
      })
      const form = page.locator('section#support')
      await form.getByLabel(t('Amount ({symbol})', { values: { symbol: 'ETH' } })).fill('0.001')
      await form.getByLabel(t('Note (optional)')).fill(`Failure reasons in ${locale}`)
      await form.getByRole('button', { name: t('Send support') }).click()
      await approve(wallet, 'eth_sendTransaction')
      const noteAlert = form.getByRole('alert')
      for (const [i, c] of NOTE_CASES.entries()) {
        noteCase = i
        if (i > 0) await form.getByRole('button', { name: t('Try again', { area: 'creators' }) }).click()
        await expectFailure(noteAlert, locale, 'record-note', c)
      }
      await expectNoAxeViolations(page)

      // The studio: every save fails, each time for another cause.
      await page
        .getByRole('navigation', { name: t('Main') })
        .getByRole('link', { name: t('Studio', { area: 'shell' }) })
        .click()
      const profile = page.getByRole('region', { name: t('Your profile') })
      const name = profile.getByLabel(t('Display name'))
      await expect(name).toBeVisible()
      await name.fill('Failure reasons')
      let saveCase = 0
      await answerWith(page, 'PUT', /^\/api\/creators\/0x[0-9a-fA-F]{40}$/, () => {
        const c = SAVE_CASES[saveCase]
        if (!c) throw new Error('no save case')
        return c.answer
      })
      const save = profile.getByRole('button', { name: t('Save profile') })
      const saveAlert = profile.getByRole('alert')
      for (const [i, c] of SAVE_CASES.entries()) {
        saveCase = i
        await save.click()
        await expectFailure(saveAlert, locale, 'save-profile', c)
        if (i === 0) await expectNoAxeViolations(page)
        if (i === 0 && locale !== 'en') {
          const path = `/tmp/failure-reasons-${locale}-studio.png`
          await page.screenshot({ path, fullPage: true })
          await testInfo.attach(`${locale}-studio-failure`, { path, contentType: 'image/png' })
        }
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  })
}
