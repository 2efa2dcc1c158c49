import type { Locator, Page } from '@playwright/test'
import type { Locale } from '../../../src/domain/i18n/locales'
import { approve, expect, SHORT_ACCOUNT, SIWE, type HeadlessWallet } from './fixtures'
import { translated } from './translated'

/** The injected test wallet in the list (announced over EIP-6963, or the generic browser wallet). */
export function browserWalletOption(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: /Headless Web3 Provider|Browser Wallet/ }).first()
}

/** Opens the connect modal from the "Connect Wallet" button. */
export async function openConnectModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Signs the "Verify your account" message when sign-in is on (the e2e build's default). */
export async function signInIfAsked(page: Page, wallet: HeadlessWallet): Promise<void> {
  if (!SIWE) return
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await approve(wallet, 'personal_sign')
}

/** The whole connect flow: modal, browser wallet, wallet approval, sign-in; ends with the account button shown. */
export async function connectAndSignIn(page: Page, wallet: HeadlessWallet): Promise<void> {
  const dialog = await openConnectModal(page)
  await browserWalletOption(dialog).click()
  await approve(wallet, 'eth_requestAccounts')
  await signInIfAsked(page, wallet)
  await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * The connect flow from the first "Connect Wallet" button and the sign-in when it is on, in `locale`'s words (the
 * page shown in that language).
 */
export async function connectAndSignInIn(page: Page, wallet: HeadlessWallet, locale: Locale): Promise<void> {
  const t = (english: string) => translated(locale, english)
  await page
    .getByRole('button', { name: t('Connect Wallet') })
    .first()
    .click()
  await browserWalletOption(page.getByRole('dialog', { name: t('Connect a Wallet') })).click()
  await approve(wallet, 'eth_requestAccounts')
  if (!SIWE) return
  const verify = page.getByRole('dialog', { name: t('Verify your account') })
  await verify.getByRole('button', { name: t('Sign message') }).click()
  await approve(wallet, 'personal_sign')
}
