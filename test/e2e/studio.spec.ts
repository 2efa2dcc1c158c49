import type { Browser, Locator, Page } from '@playwright/test'
import { createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { shortenAddress } from '../../src/domain/account/shortenAddress'
import { supportAmount } from '../../src/domain/creators/supportAmount'
import { ANVIL_ACCOUNTS } from '../support/anvil'
import { cookieJarFetch } from '../support/cookieJarFetch'
import { fieldsFor, signedMessage } from '../support/siweSigning'
import { anvil } from './support/anvilRpc'
import { expectNoAxeViolations } from './support/axe'
import { ACCOUNT, approve, expect, type HeadlessWallet, injectWallet, SIWE, test } from './support/fixtures'
import { browserWalletOption, connectAndSignIn, openConnectModal, signInIfAsked } from './support/flows'
import { E2E_ORIGIN, E2E_PORTS } from './support/ports'

/** The creator is the injected wallet's account; a new supporter each run, funded on anvil, sends and signs in. */
const CREATOR = ACCOUNT.address
const SUPPORTER = privateKeyToAccount(generatePrivateKey())
/** Another signed-in account that opens the studio: anvil's second. */
const OTHER = ANVIL_ACCOUNTS[1]
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

/** The supporter pays the creator on chain 1 (anvil mines at once) and records a note, signed in from this test. */
async function supportWithNote(value: bigint, note: string): Promise<`0x${string}`> {
  await anvil('anvil_setBalance', [SUPPORTER.address, `0x${(10n ** 18n).toString(16)}`])
  const chain1 = createWalletClient({ account: SUPPORTER, transport: http(`http://127.0.0.1:${E2E_PORTS.chain1}`) })
  const txHash = await chain1.sendTransaction({ to: CREATOR, value, chain: null })
  await expect.poll(async () => (await anvil('eth_getTransactionReceipt', [txHash])) !== null).toBe(true)
  const tab = cookieJarFetch(E2E_ORIGIN)
  const { nonce } = (await (await tab(`${E2E_ORIGIN}/api/auth/nonce`)).json()) as { nonce: string }
  const signer = SUPPORTER
  const fields = fieldsFor(E2E_ORIGIN, nonce, { address: signer.address, chainId: 1 })
  const verify = await tab(`${E2E_ORIGIN}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signedMessage(fields, signer)),
  })
  expect(verify.status).toBe(200)
  const recorded = await tab(`${E2E_ORIGIN}/api/creators/${CREATOR}/supports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chainId: 1, txHash, note }),
  })
  expect(`${recorded.status} ${await recorded.text()}`).toMatch(/^201 /)
  return txHash
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
    await page.goto('/studio')
    await connectAndSignIn(page, wallet)
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
    await region.getByRole('button', { name: 'Add an amount' }).click()
    await region.getByLabel('Suggested amount 1').fill('0.01')
    await region.getByLabel('Thank-you message').fill('Thank you, truly.')
    const preview = region.getByRole('region', { name: 'Preview of your page' })
    await expect(preview.getByRole('heading', { name: 'Ada on anvil' })).toBeVisible()
    await expect(preview.getByText('Engines <b>and</b> poems.', { exact: false })).toBeVisible()
    await region.getByRole('button', { name: 'Save profile' }).click()
    await expect(region.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved')

    // A visitor (no wallet, no session) reads the saved profile from the creator's public page's API.
    const visitor = await visitorPage(browser)
    await visitor.goto(`/creators/${CREATOR}`)
    const read = await fetchIn(visitor, `/api/creators/${CREATOR}`)
    expect(read).toMatchObject({
      status: 200,
      body: {
        address: CREATOR,
        displayName: 'Ada on anvil',
        bio: 'Engines <b>and</b> poems.\nSecond line.',
        links: [{ label: 'Site', url: 'https://ada.example/' }],
        accentColor: '#0f766e',
        suggestedAmounts: ['0.01'],
        thankYou: 'Thank you, truly.',
      },
    })
    await expect(preview.getByRole('link', { name: 'Open your public page' })).toHaveAttribute(
      'href',
      `/creators/${CREATOR}`,
    )
    await visitor.context().close()
  })

  test('behavior: the owner hides a note and visitors no longer get it; totals; axe; screenshots', async ({
    page,
    wallet,
    browser,
  }) => {
    await page.goto('/studio')
    await connectAndSignIn(page, wallet)
    await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
    const before = await fetchIn(page, `/api/creators/${CREATOR}/supports/totals`)
    expect(before.status).toBe(200)
    const text = `Keep going <3 (${Date.now()})`
    const value = 2n * 10n ** 16n + 5n * 10n ** 15n
    await supportWithNote(value, text)
    await openStudio(page)

    const row = noteFrom(page, text)
    await expect(row).toBeVisible()
    await expect(row).toContainText(`${shortenAddress(SUPPORTER.address)} sent 0.025 ETH on Ethereum`)
    await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0)
    const previous = (before.body as { totals: { chainId: number; count: number; wei: string }[] }).totals
    const was = previous.find((t) => t.chainId === 1) ?? { count: 0, wei: '0' }
    const total = supportAmount(String(BigInt(was.wei) + value), 1, ETHEREUM).amount
    const totals = receivedRegion(page).getByRole('table', { name: 'Total received' })
    await expect(totals.getByRole('row', { name: `Ethereum ${was.count + 1} ${total}` })).toBeVisible()
    await expectNoAxeViolations(page)

    const visitor = await visitorPage(browser)
    await visitor.goto(`/creators/${CREATOR}`)
    const seen = async () =>
      ((await fetchIn(visitor, `/api/creators/${CREATOR}/supports`)).body as { items: { note: string }[] }).items.some(
        (n) => n.note === text,
      )
    expect(await seen()).toBe(true)

    await row.getByRole('button', { name: 'Hide' }).click()
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Show' })).toBeVisible()
    expect(await seen()).toBe(false)
    // The owner still gets it, marked hidden, after the studio is opened again.
    await openStudio(page)
    await expect(noteFrom(page, text).getByText('Hidden', { exact: true })).toBeVisible()
    await visitor.context().close()

    await shotStudio(page, 'desktop')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
    await expectNoAxeViolations(page)
    await shotStudio(page, 'phone')
  })

  test('behavior: another signed-in account gets only its own studio, and the API refuses it the creator’s', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const wallet = await injectWallet(page)
    await page.goto('/studio')
    await wallet.changeAccounts([OTHER.privateKey])
    await signInAs(page, wallet, `${OTHER.address.slice(0, 4)}…${OTHER.address.slice(-4)}`.toLowerCase())
    const session = page.getByRole('region', { name: 'Your session' })
    await expect(session.getByText(OTHER.address)).toBeVisible()
    await expect(profileRegion(page).getByLabel('Display name')).toBeVisible()
    await expect(profileRegion(page).getByLabel('Display name')).not.toHaveValue('Ada on anvil')
    await expect(profileRegion(page).getByRole('link', { name: /Open your public page/ })).toHaveAttribute(
      'href',
      `/creators/${OTHER.address}`,
    )
    await expect(receivedRegion(page).getByText(/Keep going <3/)).toHaveCount(0)
    await expect(page.getByText(CREATOR)).toHaveCount(0)

    const notes = (await fetchIn(page, `/api/creators/${CREATOR}/supports`)).body as {
      items: { chainId: number; txHash: string }[]
    }
    const put = await fetchIn(page, `/api/creators/${CREATOR}`, {
      method: 'PUT',
      body: {
        displayName: 'Not Ada',
        bio: '',
        links: [],
        accentColor: '#000000',
        suggestedAmounts: [],
        thankYou: '',
      },
    })
    expect(put).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    const someNote = notes.items[0] ?? { chainId: 1, txHash: `0x${'1'.repeat(64)}` }
    const patch = await fetchIn(page, `/api/creators/${CREATOR}/supports/${someNote.chainId}/${someNote.txHash}`, {
      method: 'PATCH',
      body: { hidden: true },
    })
    expect(patch).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    const totals = await fetchIn(page, `/api/creators/${CREATOR}/supports/totals`)
    expect(totals).toMatchObject({ status: 403 })
    await context.close()
  })
})

/** Connect and sign in as the wallet's current account, shown as `short` on the account button. */
async function signInAs(page: Page, wallet: HeadlessWallet, short: string): Promise<void> {
  const dialog = await openConnectModal(page)
  await browserWalletOption(dialog).click()
  await approve(wallet, 'eth_requestAccounts')
  await signInIfAsked(page, wallet)
  await expect(page.getByRole('button', { name: new RegExp(short, 'i') })).toBeVisible()
}

async function shotStudio(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(200)
  await page.screenshot({ path: `test-results/studio-${name}.png`, fullPage: true })
}
