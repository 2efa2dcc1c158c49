import type { Locator, Page } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import type { CreatorProfile } from '../../src/domain/creators/creatorProfile'
import { signedInTab } from './support/creatorsApiRpc'
import { ACCOUNT, approve, expect, SIWE, test, type HeadlessWallet } from './support/fixtures'
import { browserWalletOption } from './support/flows'
import { E2E_PORTS } from './support/ports'

// Languages: no English left for a visitor in another language. In the pseudo-locale every catalogue message is
// accented, so a word of plain ASCII letters on the page is text that skipped the catalogue (or data, allowed below).
// The dialogs and buttons are found by role and class: their names are pseudo-localized.

test.skip(!SIWE, 'the signed-in states need sign-in')

const LOCALE_KEY = 'creators-studio.locale'
const SHOTS = 'test-results/untranslated'
const MNEMONIC = 'test test test test test test test test test test test junk'
/** anvil accounts no other spec uses: a creator with a profile, and a supporter who leaves notes. */
const CREATOR = mnemonicToAccount(MNEMONIC, { addressIndex: 3 })
const SUPPORTER = mnemonicToAccount(MNEMONIC, { addressIndex: 1 })
const UNCONFIGURED_CHAIN = 1337

const PROFILE: CreatorProfile = {
  displayName: 'Grace Hopper',
  bio: 'Compilers and nanoseconds.',
  links: [{ label: 'Homepage', url: 'https://grace.example/' }],
  accentColor: '#1e5bb3',
  suggestedAmounts: { ETH: ['0.01', '0.05'] },
  thankYou: 'Much obliged, friend.',
}
const NOTE = 'Keep debugging moths'
const MY_NOTE = 'Cheers from the harbor'
const NOT_FOUND_PATH = '/no-such-page'

/**
 * Words that are not the app's text: names (wallets, chains, brands, the app), symbols, and what this spec typed.
 * Addresses, hashes, ENS names and URLs are removed by pattern.
 */
const ALLOWED = [
  'Creators Studio',
  'Headless Web3 Provider',
  'Coinbase Wallet',
  'WalletConnect',
  'MetaMask',
  'Rainbow',
  'Coinbase',
  'Ethereum',
  'Goerli',
  'Etherscan',
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Brave',
  'Opera',
  'App Store',
  'Google Play',
  'iOS',
  'Android',
  'ETH',
  // The e2e's accepted token on chain 1 (VITE_SUPPORT_TOKENS), a symbol like ETH.
  'USDC',
  'GOR',
  'QR',
  PROFILE.displayName,
  PROFILE.bio,
  PROFILE.links[0]!.label,
  PROFILE.thankYou,
  NOTE,
  MY_NOTE,
  NOT_FOUND_PATH,
]
const PATTERNS = [/https?:\/\/\S+/g, /\b0x[0-9a-fA-F]+\b/g, /\b0x[0-9a-fA-F]*…[0-9a-fA-F]+\b/g, /\b[\w-]+\.eth\b/g]
const ENGLISH_WORD = /\b[A-Za-z]{3,}\b/

/** Each visible text and each aria-label, title, placeholder and alt of the page, with where it is. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang
    const out: string[] = []
    // An element in another language on purpose (the picker's options, each in its own language) is not English left.
    const foreign = (el: Element) => {
      // Code to copy (a badge snippet) is marked translate="no": it is no language.
      if (el.closest('[translate="no"]')) return true
      const lang = el.closest('[lang]')?.getAttribute('lang')
      return lang !== undefined && lang !== null && lang !== pageLang
    }
    const where = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}`
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const el = node.parentElement
      if (!text || !el || foreign(el)) continue
      if (el.closest('script, style, noscript, template')) continue
      // Dates and times are Intl's, in the page's locale: the pseudo-locale's is English.
      if (el.closest('time[datetime]')) continue
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      out.push(`${where(el)}: ${text}`)
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (foreign(el) || !el.checkVisibility({ visibilityProperty: true })) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim()
        if (value) out.push(`${where(el)}[${name}]: ${value}`)
      }
    }
    return out
  })
}

/** The texts still in English: what is left after removing the allowed names, data and patterns. */
function englishIn(texts: readonly string[]): string[] {
  return texts.filter((entry) => {
    let text = entry.slice(entry.indexOf(': ') + 2)
    for (const pattern of PATTERNS) text = text.replace(pattern, ' ')
    for (const name of ALLOWED) text = text.split(name).join(' ')
    return ENGLISH_WORD.test(text)
  })
}

/** Collects the English left in the page's current state under `state`. */
async function collect(page: Page, found: Map<string, string[]>, state: string): Promise<void> {
  await page.waitForTimeout(300) // the end of an entry animation, a deferred footer
  await page.screenshot({ path: `${SHOTS}/${state.replaceAll(' ', '-')}.png` })
  for (const entry of englishIn(await visibleTexts(page))) {
    const states = found.get(entry) ?? []
    if (!states.includes(state)) states.push(state)
    found.set(entry, states)
  }
}

function report(found: Map<string, string[]>): string[] {
  return [...found].map(([entry, states]) => `${entry}    (${states.join(', ')})`)
}

async function usePseudoLocale(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ v: 1, d: 'en-XA' })), LOCALE_KEY)
}

const dialog = (page: Page) => page.getByRole('dialog')

async function openConnect(page: Page): Promise<Locator> {
  await page.locator('.cs-connect-button').first().click()
  await expect(dialog(page)).toBeVisible()
  return dialog(page)
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
}

async function connectAndSignIn(page: Page, wallet: HeadlessWallet, found: Map<string, string[]>): Promise<void> {
  await browserWalletOption(await openConnect(page)).click()
  await approve(wallet, 'eth_requestAccounts')
  const signIn = dialog(page).locator('.cs-sign-in')
  await expect(signIn).toBeVisible()
  await collect(page, found, 'sign-in step')
  await signIn.locator('.cs-action-primary').click()
  await approve(wallet, 'personal_sign')
  await expect(page.locator('.cs-connect-account')).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
}

test.describe('untranslated', () => {
  test('default: the check flags plain English and lets accented text, names and data through', () => {
    expect(englishIn(['p: Connect Wallet', 'h4: Install the MetaMask extension'])).toHaveLength(2)
    expect(
      englishIn([
        'p: Çóññéçţ Ŵáĺĺéţ ļôŕéɱ',
        `p: ${PROFILE.displayName} šéñţ 0.01 ETH óñ Ethereum`,
        'code: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 0xf3…2266 vitalik.eth https://etherscan.io/tx/0x12',
      ]),
    ).toEqual([])
  })

  test.beforeAll(async () => {
    await (await signedInTab(CREATOR)).putProfile(PROFILE)
    const supporter = await signedInTab(SUPPORTER)
    await supporter.support(CREATOR.address, 10n ** 16n, NOTE)
    await supporter.support(ACCOUNT.address, 2n * 10n ** 16n, NOTE)
  })

  test('behavior: desktop, every state a visitor meets shows no English in the pseudo-locale', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(180_000)
    const found = new Map<string, string[]>()
    // What was found so far is printed even when a later step fails.
    page.on('close', () => console.log(report(found).join('\n')))
    await usePseudoLocale(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await collect(page, found, 'home')

    // The connect modal: What is a Wallet, Get a Wallet, a wallet's download, its instructions.
    let modal = await openConnect(page)
    await collect(page, found, 'connect modal')
    await modal.locator('button.cs-action-primary').click()
    await collect(page, found, 'get a wallet')
    await modal.locator('button.cs-pill-button').first().click()
    await collect(page, found, 'download options')
    await modal.locator('button.cs-action-primary').click()
    await collect(page, found, 'download')
    await modal.locator('button.cs-action-primary').click()
    await expect(modal.locator('.cs-instructions')).toBeVisible()
    await collect(page, found, 'instructions')
    await closeDialog(page)
    for (const name of ['MetaMask', 'Rainbow', 'Coinbase Wallet', 'WalletConnect']) {
      modal = await openConnect(page)
      const option = modal.getByRole('button', { name: new RegExp(`^${name}`) })
      if ((await option.count()) === 0) {
        await closeDialog(page)
        continue
      }
      await option.first().click()
      await collect(page, found, `${name} panel`)
      const get = modal.locator('.cs-pill-button')
      if ((await get.count()) > 0 && (await get.first().evaluate((el) => el.tagName === 'BUTTON'))) {
        await get.first().click()
        await collect(page, found, `${name} get`)
      }
      await closeDialog(page)
    }

    await connectAndSignIn(page, wallet, found)
    await collect(page, found, 'connected')

    // The creator page: profile, wall with a note, support form; support sent with a note.
    await page.goto(`/creators/${CREATOR.address}`)
    await expect(page.locator('.cs-supporter').first()).toBeVisible()
    const form = page.locator('.cs-support-form')
    await expect(form).toBeVisible()
    await collect(page, found, 'creator page')
    // The text fields (the currency's radio buttons come first).
    await form.locator('input:not([type="radio"])').nth(0).fill('0.01')
    await form.locator('input:not([type="radio"])').nth(1).fill(MY_NOTE)
    await collect(page, found, 'support form filled')
    await form.locator('button[type="submit"]').click()
    await approve(wallet, 'eth_sendTransaction')
    await expect(page.locator('.cs-supporter').filter({ hasText: MY_NOTE })).toBeVisible()
    await collect(page, found, 'support sent')
    // Its receipt, opened from the thank-you.
    await page.locator('.cs-notice-success a[href*="/supports/"]').click()
    await expect(page.locator('.cs-receipt')).toBeVisible()
    await expect(page.locator('.cs-receipt').getByText(MY_NOTE)).toBeVisible()
    await collect(page, found, 'receipt')

    await page.locator('.cs-connect-account').click()
    await expect(dialog(page)).toBeVisible()
    await collect(page, found, 'account modal with a transaction')
    await closeDialog(page)
    await page.locator('.cs-connect-chain').click()
    await expect(dialog(page)).toBeVisible()
    await collect(page, found, 'switch networks')
    await closeDialog(page)

    // The studio, signed in.
    await page.goto('/studio')
    await expect(page.locator('form').first()).toBeVisible()
    await expect(page.getByText(NOTE).first()).toBeVisible()
    await collect(page, found, 'studio')

    await page.goto(NOT_FOUND_PATH)
    await collect(page, found, 'not found')

    // Wrong network: the button, its modal, and the creator page's support form.
    await page.goto(`/creators/${CREATOR.address}`)
    await expect(page.locator('.cs-support-form, .cs-connect-account').first()).toBeVisible()
    wallet.addNetwork(UNCONFIGURED_CHAIN, `http://127.0.0.1:${E2E_PORTS.chain1}`)
    wallet.switchNetwork(UNCONFIGURED_CHAIN)
    await expect(page.locator('.cs-wrong-network')).toBeVisible()
    await collect(page, found, 'wrong network')
    await page.locator('.cs-wrong-network').click()
    await expect(dialog(page)).toBeVisible()
    await collect(page, found, 'wrong network modal')

    expect(report(found), 'texts with an English word in the pseudo-locale').toEqual([])
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('behavior: the connect sheet and Get a Wallet show no English in the pseudo-locale', async ({ page }) => {
      const found = new Map<string, string[]>()
      await usePseudoLocale(page)
      await page.goto('/')
      await collect(page, found, 'phone home')
      const sheet = await openConnect(page)
      await collect(page, found, 'phone connect sheet')
      await sheet.locator('button.cs-action-primary').first().click()
      await collect(page, found, 'phone get a wallet')
      expect(report(found), 'texts with an English word in the pseudo-locale').toEqual([])
    })
  })
})
