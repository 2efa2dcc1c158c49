import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import type { Page } from '@playwright/test'
import type { CreatorProfile } from '../../src/domain/creators/creatorProfile'
import { expectNoAxeViolations } from './support/axe'
import { signedInTab } from './support/creatorsApiRpc'
import { approve, expect, SHORT_ACCOUNT, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'

// Receipts of supports to creators made for this spec (fresh accounts: no other spec's page changes); the supporter
// of the seeded one is anvil's account 6, which only ever sends.
const MNEMONIC = 'test test test test test test test test test test test junk'
const FAN = mnemonicToAccount(MNEMONIC, { addressIndex: 6 })

const profile = (displayName: string): CreatorProfile => ({
  displayName,
  bio: '',
  links: [],
  accentColor: '#0f766e',
  suggestedAmounts: { ETH: ['0.01'] },
  thankYou: 'Thanks for the support!',
})

const receipt = (page: Page) => page.getByRole('region', { name: /ETH to / })
const fact = (page: Page, term: string) =>
  receipt(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

test.describe('receipts', () => {
  test('behavior: the thank-you links to the receipt, which shows the support and its note; axe', async ({
    page,
    wallet,
  }) => {
    const creator = privateKeyToAccount(generatePrivateKey())
    await (await signedInTab(creator)).putProfile(profile('Grace <i>Hopper</i>'))
    await page.goto(`/creators/${creator.address}`)
    await connectAndSignIn(page, wallet)
    const form = page.getByRole('region', { name: /^Support / })
    await form.getByRole('button', { name: '0.01 ETH' }).click()
    await form.getByLabel('Note (optional)').fill('For the <b>compiler</b>')
    await form.getByRole('button', { name: 'Send support' }).click()
    await approve(wallet, 'eth_sendTransaction')
    await expect(form.getByText('Your note is on the Supporters wall.')).toBeVisible()
    await form.getByRole('link', { name: 'View your receipt' }).click()

    await expect(page).toHaveURL(new RegExp(`/creators/${creator.address}/supports/1/0x[0-9a-f]{64}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0.01 ETH to Grace <i>Hopper</i>')
    await expect(fact(page, 'Supporter')).toHaveText(SHORT_ACCOUNT)
    await expect(fact(page, 'Amount')).toHaveText('0.01 ETH')
    await expect(fact(page, 'Network')).toHaveText('Ethereum')
    await expect(fact(page, 'Note')).toHaveText('For the <b>compiler</b>')
    await expect(receipt(page).getByRole('link', { name: /^View the transaction on / })).toHaveAttribute(
      'href',
      /\/tx\/0x[0-9a-f]{64}$/,
    )
    await expect(receipt(page).getByRole('button', { name: /^(Share|Copy link)$/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page)
  })

  test('behavior: a hidden note leaves the amount alone for a visitor; an unknown receipt is not found; axe', async ({
    page,
  }) => {
    const creator = privateKeyToAccount(generatePrivateKey())
    const mine = await signedInTab(creator)
    await mine.putProfile(profile('Katherine'))
    const txHash = await (await signedInTab(FAN)).support(creator.address, 2n * 10n ** 16n, 'Seen by the owner only')
    await mine.setHidden(txHash, true)

    await page.goto(`/creators/${creator.address}/supports/1/${txHash}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0.02 ETH to Katherine')
    await expect(fact(page, 'Amount')).toHaveText('0.02 ETH')
    await expect(receipt(page).locator('dt', { hasText: 'Note' })).toHaveCount(0)
    await expect(page.getByText('Seen by the owner only')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goto(`/creators/${creator.address}/supports/1/0x${'ab'.repeat(32)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt not found')
    await expect(page.getByRole('alert')).toHaveText('There is no receipt for this transaction.')
    await expectNoAxeViolations(page)
  })
})
