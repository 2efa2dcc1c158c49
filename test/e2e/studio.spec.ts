import type { Browser, Locator, Page } from '@playwright/test'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { shortenAddress } from '../../src/domain/account/shortenAddress'
import { supportAmount } from '../../src/domain/support/supportAmount'
import { expectNoAxeViolations } from './support/axe'
import { signedInTab } from './support/creatorsApiRpc'
import { approve, expect, type HeadlessWallet, SIWE, test } from './support/fixtures'
import { browserWalletOption, connectAndSignInIn, openConnectModal, signInIfAsked } from './support/flows'
import { translated } from './support/translated'

// anvil's default accounts, none used by another spec: the creator and another account sign in with the browser
// wallet (switched to them), the supporter signs in from the test.
const MNEMONIC = 'test test test test test test test test test test test junk'
const CREATOR_ACCOUNT = mnemonicToAccount(MNEMONIC, { addressIndex: 8 })
const CREATOR = CREATOR_ACCOUNT.address
const SUPPORTER = mnemonicToAccount(MNEMONIC, { addressIndex: 9 })
const OTHER = mnemonicToAccount(MNEMONIC, { addressIndex: 4 })
const ETHEREUM = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [] },
]

test.skip(!SIWE, 'the studio needs sign-in')

const profileRegion = (page: Page) => page.getByRole('region', { name: 'Your profile' })
const receivedRegion = (page: Page) => page.getByRole('region', { name: 'Support received' })
const noteFrom = (page: Page, text: string) =>
  receivedRegion(page)
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: true }) })

/** The studio, reached through the main navigation (a fresh mount: its data is read again). */
async function openStudio(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Creators Studio' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click()
  await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
}

/** The wallet switched to `account`, then the connect flow and sign-in from the studio's header button. */
async function signInAs(page: Page, wallet: HeadlessWallet, account: HDAccount): Promise<void> {
  await page.goto('/studio')
  await wallet.changeAccounts([hdPrivateKey(account)])
  const dialog = await openConnectModal(page)
  await browserWalletOption(dialog).click()
  await approve(wallet, 'eth_requestAccounts')
  await signInIfAsked(page, wallet)
  // The test wallet reports addresses in lower case.
  await expect(page.getByRole('button', { name: new RegExp(shortenAddress(account.address), 'i') })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your session' }).getByText(account.address)).toBeVisible()
}

const hdPrivateKey = (account: HDAccount): string => {
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('no private key')
  return `0x${Buffer.from(key).toString('hex')}`
}

/** A page of a new context (no cookies, no wallet): a visitor. */
async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

/** Reads JSON from the app's API inside `page` (its cookies and origin, as the app itself would). */
function fetchIn(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method: method ?? 'GET',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
    },
    { path, method: init.method, body: init.body },
  )
}

async function expectFieldProblem(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

test.describe('studio', () => {
  test('behavior: a creator edits the profile (a field error, then a valid save) and a visitor reads it', async ({
    page,
    wallet,
    browser,
  }) => {
    await signInAs(page, wallet, CREATOR_ACCOUNT)
    const region = profileRegion(page)
    const name = region.getByLabel('Display name')
    await expect(name).toBeVisible()
    await name.fill('')
    await region.getByRole('button', { name: 'Save profile' }).click()
    await expectFieldProblem(name, 'Display name must be 1 to 50 characters')
    await expect(name).toBeFocused()
    await expect(region.getByRole('alert')).toHaveText(/^Not saved: fix the/)

    await name.fill('Ada on anvil')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await region.getByLabel('Bio').fill('Engines <b>and</b> poems.\nSecond line.')
    while ((await region.getByRole('button', { name: /^Remove link/ }).count()) > 0) {
      await region
        .getByRole('button', { name: /^Remove link/ })
        .first()
        .click()
    }
    await region.getByRole('button', { name: 'Add a link' }).click()
    await region.getByLabel('Link 1 label').fill('Site')
    const url = region.getByLabel('Link 1 URL')
    await url.fill('http://ada.example')
    await expectFieldProblem(url, 'Links must use https://')
    await url.fill('https://ada.example')
    await region.getByLabel('Accent color', { exact: true }).fill('#0f766e')
    while ((await region.getByRole('button', { name: /^Remove amount/ }).count()) > 0) {
      await region
        .getByRole('button', { name: /^Remove amount/ })
        .first()
        .click()
    }
    // One group per accepted currency: ETH, and the e2e build's USDC (VITE_SUPPORT_TOKENS).
    await region.getByRole('button', { name: 'Add an amount in ETH' }).click()
    await region.getByLabel('Suggested amount 1 in ETH').fill('0.01')
    await region.getByRole('button', { name: 'Add an amount in USDC' }).click()
    const usdc = region.getByLabel('Suggested amount 1 in USDC')
    await usdc.fill('5.0000001')
    await expectFieldProblem(usdc, 'Suggested amount can have at most 6 decimal places')
    await usdc.fill('5')
    await region.getByLabel('Thank-you message').fill('Thank you, truly.')
    const preview = region.getByRole('region', { name: 'Preview of your page' })
    await expect(preview.getByRole('heading', { name: 'Ada on anvil' })).toBeVisible()
    await expect(preview.getByText('Engines <b>and</b> poems.', { exact: false })).toBeVisible()
    await region.getByRole('button', { name: 'Save profile' }).click()
    await expect(region.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved')

    // A visitor (no wallet, no session) sees it on the creator's page.
    const visitor = await visitorPage(browser)
    await visitor.goto(`/creators/${CREATOR}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ada on anvil')
    const card = visitor.getByRole('region', { name: 'Ada on anvil' }).first()
    await expect(card.getByText(CREATOR)).toBeVisible()
    await expect(card.getByText('Engines <b>and</b> poems.', { exact: false })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Site' })).toHaveAttribute('href', 'https://ada.example/')
    const read = await fetchIn(visitor, `/api/creators/${CREATOR}`)
    expect(read).toMatchObject({
      status: 200,
      body: {
        address: CREATOR,
        displayName: 'Ada on anvil',
        bio: 'Engines <b>and</b> poems.\nSecond line.',
        links: [{ label: 'Site', url: 'https://ada.example/' }],
        accentColor: '#0f766e',
        suggestedAmounts: { ETH: ['0.01'], USDC: ['5'] },
        thankYou: 'Thank you, truly.',
      },
    })
    await expect(preview.getByRole('link', { name: 'Open your public page' })).toHaveAttribute(
      'href',
      `/creators/${CREATOR}`,
    )
    await visitor.context().close()

    // A supporter's wallet on the creator page: the one-click amounts are those of the chosen currency.
    await page.goto(`/creators/${CREATOR}`)
    const support = page.getByRole('region', { name: 'Support Ada on anvil' })
    await expect(support.getByText('This is your own page: share its link to receive support.')).toBeVisible()
    await wallet.changeAccounts([hdPrivateKey(SUPPORTER)])
    const offered = support.getByRole('group', { name: 'Suggested amounts' }).getByRole('button')
    await expect(offered).toHaveText(['0.01 ETH'])
    await support.getByRole('group', { name: 'Currency' }).getByRole('radio', { name: 'USDC' }).check()
    await expect(offered).toHaveText(['5 USDC'])
    await offered.click()
    await expect(support.getByRole('textbox', { name: 'Amount (USDC)' })).toHaveValue('5')
  })

  test('behavior: the owner hides a note and visitors no longer get it; totals; axe; screenshots', async ({
    page,
    wallet,
    browser,
  }) => {
    await signInAs(page, wallet, CREATOR_ACCOUNT)
    await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
    const before = await fetchIn(page, `/api/creators/${CREATOR}/supports/totals`)
    expect(before.status).toBe(200)
    const text = `Keep going <3 (${Date.now()})`
    const value = 2n * 10n ** 16n + 5n * 10n ** 15n
    await (await signedInTab(SUPPORTER)).support(CREATOR, value, text)
    await openStudio(page)

    const row = noteFrom(page, text)
    await expect(row).toBeVisible()
    await expect(row).toContainText(`${shortenAddress(SUPPORTER.address)} sent 0.025 ETH on Ethereum`)
    await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0)
    type Total = { chainId: number; asset: { address: string | null }; count: number; amount: string }
    const previous = (before.body as { totals: Total[] }).totals
    const was = previous.find((t) => t.chainId === 1 && t.asset.address === null) ?? { count: 0, amount: '0' }
    // The amount column holds the number, the asset its own column.
    const total = supportAmount(String(BigInt(was.amount) + value), 1, ETHEREUM).amount.replace(/ ETH$/, '')
    const totals = receivedRegion(page).getByRole('table', { name: 'Total received' })
    await expect(totals.getByRole('row', { name: `Ethereum ETH ${was.count + 1} ${total}` })).toBeVisible()
    await expectNoAxeViolations(page)

    const visitor = await visitorPage(browser)
    await visitor.goto(`/creators/${CREATOR}`)
    const wall = visitor.getByRole('region', { name: 'Supporters' })
    await expect(wall.getByText(text)).toBeVisible()
    const seen = async () =>
      ((await fetchIn(visitor, `/api/creators/${CREATOR}/supports`)).body as { items: { note: string }[] }).items.some(
        (n) => n.note === text,
      )
    expect(await seen()).toBe(true)

    await row.getByRole('button', { name: 'Hide' }).click()
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Show' })).toBeVisible()
    expect(await seen()).toBe(false)
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ada on anvil')
    await expect(wall.getByText(text)).toHaveCount(0)
    // The owner still gets it, marked hidden, after the studio is opened again.
    await openStudio(page)
    await expect(noteFrom(page, text).getByText('Hidden', { exact: true })).toBeVisible()
    await visitor.context().close()

    await shotStudio(page, 'desktop')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
    await expectNoAxeViolations(page)
    await shotStudio(page, 'phone')
    // The hidden note's badge and dashed row in the dark theme too.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page)
    await shotStudio(page, 'phone-dark')
  })

  test('behavior: another signed-in account gets only its own studio, and the API refuses it the creator’s', async ({
    page,
    wallet,
  }) => {
    const note = `For the creator only (${Date.now()})`
    const txHash = await (await signedInTab(SUPPORTER)).support(CREATOR, 10n ** 15n, note)
    await signInAs(page, wallet, OTHER)
    const region = profileRegion(page)
    await expect(region.getByLabel('Display name')).toBeVisible()
    await expect(region.getByLabel('Display name')).not.toHaveValue('Ada on anvil')
    await expect(region.getByRole('link', { name: /Open your public page/ })).toHaveAttribute(
      'href',
      `/creators/${OTHER.address}`,
    )
    await expect(receivedRegion(page).getByRole('heading', { name: 'Notes from supporters' })).toBeVisible()
    await expect(receivedRegion(page).getByText(note)).toHaveCount(0)
    await expect(page.getByText(CREATOR)).toHaveCount(0)
    // The creator's page offers this account nothing to change: the note is there, with no Hide and no form.
    await page.goto(`/creators/${CREATOR}`)
    await expect(page.getByRole('region', { name: 'Supporters' }).getByText(note)).toBeVisible()
    await expect(page.getByRole('button', { name: /^(Hide|Show|Save profile)$/ })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveCount(0)

    const put = await fetchIn(page, `/api/creators/${CREATOR}`, {
      method: 'PUT',
      body: {
        displayName: 'Not Ada',
        bio: '',
        links: [],
        accentColor: '#000000',
        suggestedAmounts: {},
        thankYou: '',
      },
    })
    expect(put).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    const patch = await fetchIn(page, `/api/creators/${CREATOR}/supports/1/${txHash}`, {
      method: 'PATCH',
      body: { hidden: true },
    })
    expect(patch).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    const totals = await fetchIn(page, `/api/creators/${CREATOR}/supports/totals`)
    expect(totals).toMatchObject({ status: 403 })
    const still = (await fetchIn(page, `/api/creators/${CREATOR}/supports`)).body as { items: { note: string }[] }
    expect(still.items.map((n) => n.note)).toContain(note)
    expect((await fetchIn(page, `/api/creators/${CREATOR}`)).body).toMatchObject({ displayName: 'Ada on anvil' })
  })
})

// product rules: "Languages": the Studio's suggested amounts are typed as the creator's language writes numbers, with
// the Support form's refusals, and saved as plain ASCII decimals. Each creator is an account no other spec uses.
const CREATORS_BY_LANGUAGE = [
  { browser: 'de-DE', locale: 'de', typed: '0,01', ambiguous: '1.000', example: '0,01', addressIndex: 15 },
  { browser: 'fa-IR', locale: 'fa', typed: '۰٫۰۱', ambiguous: '۱,۰۰۰', example: '۰٫۰۱', addressIndex: 16 },
] as const

for (const { browser, locale, typed, ambiguous, example, addressIndex } of CREATORS_BY_LANGUAGE) {
  test.describe(`studio: a creator whose browser speaks ${browser}`, () => {
    test.use({ locale: browser })

    test(`behavior: saves a suggested amount typed ${typed}; ${ambiguous} is refused as ambiguous`, async ({
      page,
      wallet,
    }) => {
      const t = (english: string, values?: Record<string, string | number>) =>
        translated(locale, english, values ? { values } : undefined)
      const creator = mnemonicToAccount(MNEMONIC, { addressIndex })
      await page.goto('/studio')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await wallet.changeAccounts([hdPrivateKey(creator)])
      await connectAndSignInIn(page, wallet, locale)

      const region = page.getByRole('region', { name: t('Your profile') })
      await region.getByLabel(t('Display name')).fill(`Creator ${locale}`)
      await region.getByRole('button', { name: t('Add an amount in {symbol}', { symbol: 'ETH' }) }).click()
      const amount = region.getByLabel(t('Suggested amount {n} in {symbol}', { n: 1, symbol: 'ETH' }))
      await expect(amount).toHaveAttribute('placeholder', example)
      await amount.fill(ambiguous)
      const refusal = t('Write the amount without thousands separators, like {example}', { example })
      await expectFieldProblem(amount, refusal)
      await amount.fill(typed)
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
      await region.getByRole('button', { name: t('Save profile') }).click()
      await expect(region.getByRole('status').filter({ hasText: t('Saved') })).toHaveText(t('Saved'))
      // Stored as a plain decimal, shown again as the language writes it.
      const stored = await fetchIn(page, `/api/creators/${creator.address}`)
      expect(stored).toMatchObject({ status: 200, body: { suggestedAmounts: { ETH: ['0.01'] } } })
      await expect(amount).toHaveValue(typed)
      await openStudioIn(page, locale)
      await expect(
        page
          .getByRole('region', { name: t('Your profile') })
          .getByLabel(t('Suggested amount {n} in {symbol}', { n: 1, symbol: 'ETH' })),
      ).toHaveValue(typed)
    })
  })
}

/** The studio opened afresh (a reload): its profile read again from the server. */
async function openStudioIn(page: Page, locale: string): Promise<void> {
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

async function shotStudio(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(200)
  await page.screenshot({ path: `test-results/studio-${name}.png`, fullPage: true })
}
