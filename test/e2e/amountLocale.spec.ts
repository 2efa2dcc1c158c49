import type { Page } from '@playwright/test'
import { mnemonicToAccount } from 'viem/accounts'
import type { Locale } from '../../src/domain/i18n/locales'
import { anvil } from './support/anvilRpc'
import { ACCOUNT, approve, expect, SHORT_ACCOUNT, SIWE, test, type HeadlessWallet } from './support/fixtures'
import { browserWalletOption } from './support/flows'
import { translated } from './support/translated'

// Amounts in the visitor's language (product rules: "Languages"): the support amount is typed as the visitor's language writes
// numbers, and the wallet is asked for exactly that amount (the canonical amount stays a plain ASCII decimal).
// Each visitor supports a creator of their own (accounts no other spec uses), so the transaction is theirs alone.

const MNEMONIC = 'test test test test test test test test test test test junk'
const FIVE_HUNDREDTHS_ETH = 50_000_000_000_000_000n

const VISITORS = [
  {
    browser: 'de-DE',
    locale: 'de',
    typed: '0,05',
    hint: '0,01',
    creator: mnemonicToAccount(MNEMONIC, { addressIndex: 13 }),
  },
  {
    browser: 'fa-IR',
    locale: 'fa',
    typed: '۰٫۰۵',
    hint: '۰٫۰۱',
    creator: mnemonicToAccount(MNEMONIC, { addressIndex: 14 }),
  },
] as const satisfies readonly { browser: string; locale: Locale; typed: string; hint: string; creator: unknown }[]

type RpcTransaction = { from: string; to: string | null; value: string }

/** The value of the transaction the wallet account sent to `to`, among the last blocks anvil mined (none yet: undefined). */
async function sentTo(to: string): Promise<bigint | undefined> {
  const latest = BigInt((await anvil('eth_blockNumber')) as string)
  for (let n = latest; n >= 0n && n > latest - 20n; n--) {
    const block = (await anvil('eth_getBlockByNumber', [`0x${n.toString(16)}`, true])) as {
      transactions: RpcTransaction[]
    }
    const tx = block.transactions.find(
      (candidate) =>
        candidate.to?.toLowerCase() === to.toLowerCase() &&
        candidate.from.toLowerCase() === ACCOUNT.address.toLowerCase(),
    )
    if (tx) return BigInt(tx.value)
  }
  return undefined
}

/** Connects the test wallet and signs in, in `locale`. */
async function connect(page: Page, wallet: HeadlessWallet, locale: Locale): Promise<void> {
  const t = (english: string) => translated(locale, english)
  await page
    .getByRole('button', { name: t('Connect Wallet') })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: t('Connect a Wallet') })
  await expect(dialog).toBeVisible()
  await browserWalletOption(dialog).click()
  await approve(wallet, 'eth_requestAccounts')
  if (SIWE) {
    const verify = page.getByRole('dialog', { name: t('Verify your account') })
    await expect(verify).toBeVisible()
    await verify.getByRole('button', { name: t('Sign message') }).click()
    await approve(wallet, 'personal_sign')
  }
  await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const { browser, locale, typed, hint, creator } of VISITORS) {
  test.describe(`amounts: a visitor whose browser speaks ${browser}`, () => {
    test.use({ locale: browser })

    test(`behavior: types ${typed} in the Support form and the wallet is asked for exactly 0.05 ETH; the hint reads ${hint}`, async ({
      page,
      wallet,
    }) => {
      await page.goto(`/creators/${creator.address}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await connect(page, wallet, locale)
      const amount = page.locator('input[inputmode="decimal"]')
      await expect(amount).toHaveAttribute('placeholder', hint)
      await amount.fill(typed)
      // The address keeps the amount as a plain ASCII decimal.
      await expect(page).toHaveURL(/[?&]amount=0\.05(&|$)/)
      expect(await sentTo(creator.address)).toBeUndefined()
      await page.getByRole('button', { name: translated(locale, 'Send support') }).click()
      await approve(wallet, 'eth_sendTransaction')
      await expect.poll(() => sentTo(creator.address)).toBe(FIVE_HUNDREDTHS_ETH)
      expect(BigInt((await anvil('eth_getBalance', [creator.address, 'latest'])) as string)).toBe(FIVE_HUNDREDTHS_ETH)
      // The thank-you tells the amount as the language writes it.
      const thanks = translated(locale, 'Thank you! You sent {amount} {symbol}.', {
        values: { amount: typed, symbol: 'ETH' },
      })
      await expect(page.getByText(thanks)).toBeVisible()
      // Chromium's Intl writes a decimal string exactly (the thank-you's formatter relies on it): 18 decimals kept.
      const exact = await page.evaluate(
        (lang) =>
          (new Intl.NumberFormat(lang, { maximumFractionDigits: 20 }).format as unknown as (text: string) => string)(
            '1234.000000000000000001',
          ),
        locale,
      )
      expect(exact).toBe(locale === 'de' ? '1.234,000000000000000001' : '۱٬۲۳۴٫۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۱')
    })
  })
}
