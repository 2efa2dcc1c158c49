import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import { shortenAddress } from '../../src/domain/account/shortenAddress'
import type { CreatorProfile } from '../../src/domain/creators/creatorProfile'
import { supportAmount } from '../../src/domain/support/supportAmount'
import { ANVIL_ACCOUNTS } from '../support/anvil'
import { anvil } from './support/anvilRpc'
import { expectNoAxeViolations } from './support/axe'
import { signedInTab } from './support/creatorsApiRpc'
import { approve, expect, injectWallet, SHORT_ACCOUNT, THIRD_PARTY, test } from './support/fixtures'
import { browserWalletOption, connectAndSignIn, openConnectModal, signInIfAsked } from './support/flows'

// anvil's default accounts: the browser wallet is the first; the others are creators and supporters here (none of
// them the creator other specs support, whose page must stay without a profile).
const MNEMONIC = 'test test test test test test test test test test test junk'
const CREATOR = mnemonicToAccount(MNEMONIC, { addressIndex: 2 })
const POPULAR = mnemonicToAccount(MNEMONIC, { addressIndex: 5 })
const FAN = mnemonicToAccount(MNEMONIC, { addressIndex: 6 })
const QUIET = mnemonicToAccount(MNEMONIC, { addressIndex: 7 })

const PROFILE: CreatorProfile = {
  displayName: 'Ada <b>Lovelace</b>',
  bio: 'I write about analytical engines.\nNew notes every week.',
  links: [
    { label: 'Blog', url: 'https://ada.example/' },
    { label: 'Notes on the engine', url: 'https://ada.example/notes' },
  ],
  accentColor: '#b3261e',
  suggestedAmounts: { ETH: ['0.01', '0.05', '0.1'] },
  thankYou: 'Thank you! Every bit keeps the engine running.',
}

const SCREENSHOTS = 'test-results/creators'
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.waitForTimeout(200)
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
}

const ETHEREUM = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [] },
]

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const wall = (page: Page) => page.getByRole('region', { name: 'Supporters' })

test.describe('creators', () => {
  test.beforeAll(async () => {
    expect(CREATOR.address).toBe(ANVIL_ACCOUNTS[2].address)
    await (await signedInTab(CREATOR)).putProfile(PROFILE)
  })

  test('behavior: a visitor sees the profile; a supporter sends ETH with a note, recorded once confirmed, on the wall', async ({
    page,
    wallet,
  }) => {
    await page.goto(`/creators/${CREATOR.address}`)
    await expect(h1(page)).toHaveText(PROFILE.displayName)
    const card = page.getByRole('region', { name: PROFILE.displayName })
    await expect(card.getByText(CREATOR.address)).toBeVisible()
    await expect(card.getByText('I write about analytical engines.')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Blog' })).toHaveAttribute('rel', 'noopener noreferrer ugc')
    await expect(wall(page).getByText(/No supporters yet/)).toBeVisible()
    await expectNoAxeViolations(page)

    await connectAndSignIn(page, wallet)
    const form = page.getByRole('region', { name: `Support ${PROFILE.displayName}` })
    await form.getByRole('button', { name: '0.01 ETH' }).click()
    await expect(form.getByLabel('Amount (ETH)')).toHaveValue('0.01')
    await form.getByLabel('Note (optional)').fill('Loved the <b>engine</b> notes!')
    await expect(form.getByText(/^30\/140 characters/)).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Send support' }).click()
    await approve(wallet, 'eth_sendTransaction')
    await expect(form.getByText('Thank you! You sent 0.01 ETH.')).toBeVisible()
    await expect(form.getByText(PROFILE.thankYou)).toBeVisible()
    await expect(form.getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(form.getByText('Your note is on the Supporters wall.')).toBeVisible()
    const note = wall(page).getByRole('listitem').filter({ hasText: 'Loved the <b>engine</b> notes!' })
    await expect(note).toContainText(`${SHORT_ACCOUNT} sent 0.01 ETH on Ethereum`)
    await expectNoAxeViolations(page)
    await shot(page, 'desktop-creator-profile-wall')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'phone-creator-profile-wall')

    // A visitor (another tab, no wallet there) sees the note too.
    const visitor = await page.context().newPage()
    try {
      await visitor.goto(`/creators/${CREATOR.address}`)
      await expect(wall(visitor).getByText('Loved the <b>engine</b> notes!')).toBeVisible()
    } finally {
      await visitor.close()
    }
  })

  test('behavior: a supporter chooses USDC and sends 5 USDC with a note: Pending, then Confirmed, on the wall in USDC; the receipt shows it (axe); the Studio totals ETH and USDC apart', async ({
    page,
    wallet,
    browser,
  }) => {
    await page.goto(`/creators/${CREATOR.address}`)
    await connectAndSignIn(page, wallet)
    const form = page.getByRole('region', { name: `Support ${PROFILE.displayName}` })
    await form.getByRole('group', { name: 'Currency' }).getByRole('radio', { name: 'USDC' }).check()
    await expect(form.getByLabel('Amount (USDC)')).toBeVisible()
    // The global setup minted 100 USDC to the browser wallet (other tests may have spent some).
    await expect(form.getByText(/^Your balance: \d+(\.\d+)? USDC$/)).toBeVisible()
    await form.getByLabel('Amount (USDC)').fill('5')
    await form.getByLabel('Note (optional)').fill('Five dollars for the engine')
    await expectNoAxeViolations(page)
    await anvil('evm_setAutomine', [false])
    try {
      await form.getByRole('button', { name: 'Send support' }).click()
      await approve(wallet, 'eth_sendTransaction')
      await expect(form.getByText('Thank you! You sent 5 USDC.')).toBeVisible()
      await expect(form.getByText('Pending', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) }).click()
      const dialog = page.getByRole('dialog', { name: SHORT_ACCOUNT })
      const row = dialog.getByRole('link', { name: /^Support 5 USDC to 0x3C…93BC/ })
      await expect(row).toContainText('Pending')
      await anvil('evm_mine')
      await expect(row).toContainText('Confirmed')
      await page.keyboard.press('Escape')
    } finally {
      await anvil('evm_setAutomine', [true])
    }
    await expect(form.getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(form.getByText('Your note is on the Supporters wall.')).toBeVisible()
    const note = wall(page).getByRole('listitem').filter({ hasText: 'Five dollars for the engine' })
    await expect(note).toContainText(`${SHORT_ACCOUNT} sent 5 USDC on Ethereum`)
    await expectNoAxeViolations(page)

    // The receipt, from the thank-you: the same amount, asset, note and chain.
    await form.getByRole('link', { name: 'View your receipt' }).click()
    await expect(page).toHaveURL(new RegExp(`/creators/${CREATOR.address}/supports/1/0x[0-9a-f]{64}$`))
    await expect(h1(page)).toHaveText(`5 USDC to ${PROFILE.displayName}`)
    const receipt = page.getByRole('region', { name: /USDC to / })
    const fact = (term: string) => receipt.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
    await expect(fact('Supporter')).toHaveText(SHORT_ACCOUNT)
    await expect(fact('Amount')).toHaveText('5 USDC')
    await expect(fact('Network')).toHaveText('Ethereum')
    await expect(fact('Note')).toHaveText('Five dollars for the engine')
    await expectNoAxeViolations(page)
    await shot(page, 'desktop-receipt-usdc')

    // The same creator also has an ETH support; in the Studio the creator sees each asset's total on its own row.
    await (await signedInTab(FAN)).support(CREATOR.address, 3n * 10n ** 15n, 'Some ether too')
    const context = await browser.newContext()
    try {
      await context.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'))
      const studio = await context.newPage()
      const creatorWallet = await injectWallet(studio)
      await studio.goto('/studio')
      await creatorWallet.changeAccounts([ANVIL_ACCOUNTS[2].privateKey])
      await browserWalletOption(await openConnectModal(studio)).click()
      await approve(creatorWallet, 'eth_requestAccounts')
      await signInIfAsked(studio, creatorWallet)
      await expect(studio.getByRole('button', { name: new RegExp(shortenAddress(CREATOR.address), 'i') })).toBeVisible()
      type Total = {
        chainId: number
        asset: { symbol: string; decimals: number; address: string | null }
        count: number
        amount: string
      }
      const { totals } = (await studio.evaluate(
        async (url) => (await fetch(url)).json(),
        `/api/creators/${CREATOR.address}/supports/totals`,
      )) as { totals: Total[] }
      const eth = totals.find((t) => t.chainId === 1 && t.asset.address === null)
      const usdc = totals.find((t) => t.chainId === 1 && t.asset.symbol === 'USDC')
      if (!eth || !usdc) throw new Error(`expected ETH and USDC totals, got ${JSON.stringify(totals)}`)
      const table = studio
        .getByRole('region', { name: 'Support received' })
        .getByRole('table', { name: 'Total received' })
      // One row per asset (its symbol, count and amount), the network named once for its rows.
      for (const t of [eth, usdc]) {
        const amount = supportAmount(t.amount, 1, ETHEREUM, 'en', t.asset).amount.replace(/\s+\S+$/, '')
        const name = new RegExp(`(^|\\s)${t.asset.symbol} ${t.count} ${amount.replace('.', '\\.')}$`)
        await expect(table.getByRole('row', { name })).toBeVisible()
      }
      await expect(table.getByRole('row', { name: /(^|\s)USDC \d/ })).toHaveCount(1)
      await expect(table.getByRole('row', { name: /(^|\s)ETH \d/ })).toHaveCount(1)
      await expect(table.getByText('Ethereum', { exact: true })).toHaveCount(1)
      await table.scrollIntoViewIfNeeded()
      await studio.screenshot({ path: `${SCREENSHOTS}/desktop-studio-totals-eth-usdc.png`, fullPage: true })
    } finally {
      await context.close()
    }
  })

  test('behavior: the wall shows 20 notes, "Show more" the next ones; axe; dark screenshots', async ({ page }) => {
    const fan = await signedInTab(FAN)
    for (let i = 1; i <= 21; i++) await fan.support(POPULAR.address, 10n ** 15n * BigInt(i), `Note number ${i}`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`/creators/${POPULAR.address}`)
    const items = wall(page).getByRole('listitem')
    await expect(items).toHaveCount(20)
    await expect(items.first()).toContainText('Note number 21')
    await expect(items.first()).toContainText('0.021 ETH')
    await expectNoAxeViolations(page)
    await wall(page).getByRole('button', { name: 'Show more' }).click()
    await expect(items).toHaveCount(21)
    await expect(items.last()).toContainText('Note number 1')
    await expect(wall(page).getByRole('button', { name: 'Show more' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shot(page, 'desktop-dark-creator-wall')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'phone-dark-creator-wall')
  })

  test('behavior: a supporter who is not signed in is offered to sign in, and the note is recorded after', async ({
    page,
    wallet,
  }) => {
    await page.goto(`/creators/${QUIET.address}`)
    await browserWalletOption(await openConnectModal(page)).click()
    await approve(wallet, 'eth_requestAccounts')
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await expect(verify).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(verify).toHaveCount(0)
    const form = page.getByRole('region', { name: /^Support / })
    await form.getByLabel('Amount (ETH)').fill('0.02')
    await form.getByLabel('Note (optional)').fill('Signed in afterwards')
    await form.getByRole('button', { name: 'Send support' }).click()
    await approve(wallet, 'eth_sendTransaction')
    await expect(form.getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(wall(page).getByText(/No supporters yet/)).toBeVisible()
    await form.getByRole('button', { name: 'Sign in to leave your note' }).click()
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await approve(wallet, 'personal_sign')
    await expect(form.getByText('Your note is on the Supporters wall.')).toBeVisible()
    await expect(wall(page).getByRole('listitem')).toHaveText([
      /^0xf3…2266 sent 0\.02 ETH on Ethereum.*Signed in afterwards$/,
    ])
  })
})
