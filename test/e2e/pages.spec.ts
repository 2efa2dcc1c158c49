import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../support/anvil'
import { ACCOUNT, approve, expect, SHORT_ACCOUNT, test, THIRD_PARTY } from './support/fixtures'
import { browserWalletOption, connectAndSignIn } from './support/flows'
import { expectPageViews, shot } from './pages/pageHelpers'
import { anvil } from './support/anvilRpc'
import { expectNoAxeViolations } from './support/axe'

/** The creator supported in these tests: anvil's second account. */
const CREATOR = ANVIL_ACCOUNTS[1].address
const CREATOR_PATH = `/creators/${CREATOR}`
const HOME_TITLE = 'Support creators straight from your wallet'

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const support = (page: Page) => page.getByRole('region', { name: 'Support 0x70…79C8' })

test.describe('pages', () => {
  test('behavior: client-side navigation between the pages; one page view per completed, non-shallow change', async ({
    page,
  }) => {
    const gtag: string[] = []
    page.on('request', (r) => THIRD_PARTY.test(r.url()) && gtag.push(r.url()))
    await page.goto('/')
    await expect(h1(page)).toHaveText(HOME_TITLE)
    await expectPageViews(page, ['/'])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click()
    await expect(h1(page)).toHaveText('Studio')
    await expectPageViews(page, ['/', '/studio'])
    await page.getByRole('link', { name: 'Creators Studio' }).click()
    await expect(h1(page)).toHaveText(HOME_TITLE)
    await page.getByLabel('Find a creator').fill(CREATOR)
    await page.getByRole('button', { name: 'Open page' }).click()
    await expect(h1(page)).toHaveText('0x70…79C8')
    await expectPageViews(page, ['/', '/studio', '/', CREATOR_PATH])
    // Fragment only (an in-page link), then back over it: the same page, no page view.
    await page.getByRole('link', { name: 'Support this creator' }).click()
    await expect(page).toHaveURL(new RegExp(`${CREATOR_PATH}#support$`))
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${CREATOR_PATH}$`))
    // Back to home is a completed route change again.
    await page.goBack()
    await expect(h1(page)).toHaveText(HOME_TITLE)
    await expectPageViews(page, ['/', '/studio', '/', CREATOR_PATH, '/'])
    // The analytics script was asked for once (and blocked here): no page reload happened along the way.
    expect(gtag).toHaveLength(1)
    expect(gtag[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST00')
  })

  test('behavior: an unknown path is the 404 page in the shell, with a link home', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(200)
    await expect(h1(page)).toHaveText('Page not found')
    await expect(page.getByText('There is nothing at /no/such/page.')).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Creators Studio')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(h1(page)).toHaveText(HOME_TITLE)
    await expectPageViews(page, ['/no/such/page', '/'])
  })

  test('behavior: a deep link to a client route loads, and reloads, from the production server (index.html fallback)', async ({
    page,
    request,
  }) => {
    const direct = await request.get(CREATOR_PATH)
    expect(direct.status()).toBe(200)
    expect(direct.headers()['content-type']).toContain('text/html')
    await page.goto(CREATOR_PATH)
    await expect(h1(page)).toHaveText('0x70…79C8')
    await page.reload()
    await expect(h1(page)).toHaveText('0x70…79C8')
    await expect(page.getByText(CREATOR)).toBeVisible()
    await expect(support(page).getByRole('button', { name: 'Connect a wallet to support' })).toBeVisible()
    await expectPageViews(page, [CREATOR_PATH])
  })

  test('behavior: support a creator with a real transaction: Pending until mined, then Confirmed; also in the studio', async ({
    page,
    wallet,
  }) => {
    await page.goto(CREATOR_PATH)
    await connectAndSignIn(page, wallet)
    const form = support(page)
    const amount = form.getByLabel('Amount (ETH)')
    await amount.fill('100000')
    await form.getByRole('button', { name: 'Send support' }).click()
    await expect(form.getByRole('alert')).toHaveText('Insufficient funds')
    // The amount is mirrored in the address: a shallow change (SHALLOW_NAVIGATION), not a page view.
    await amount.fill('0.01')
    await expect(page).toHaveURL(new RegExp(`${CREATOR_PATH}\\?amount=0\\.01$`))
    const before = BigInt((await anvil('eth_getBalance', [CREATOR, 'latest'])) as string)
    await anvil('evm_setAutomine', [false])
    try {
      await form.getByRole('button', { name: 'Send support' }).click()
      await approve(wallet, 'eth_sendTransaction')
      await expect(form.getByText('Thank you! You sent 0.01 ETH.')).toBeVisible()
      await expect(form.getByText('Pending', { exact: true })).toBeVisible()
      await anvil('evm_mine')
      await expect(form.getByText('Confirmed', { exact: true })).toBeVisible()
    } finally {
      await anvil('evm_setAutomine', [true])
    }
    const after = BigInt((await anvil('eth_getBalance', [CREATOR, 'latest'])) as string)
    expect(after - before).toBe(10n ** 16n)
    // A refusal in the wallet is said plainly.
    await amount.fill('0.02')
    await form.getByRole('button', { name: 'Send support' }).click()
    await expect.poll(() => wallet.getPendingRequestCount('eth_sendTransaction')).toBe(1)
    await wallet.reject('eth_sendTransaction')
    await expect(form.getByRole('alert')).toHaveText('You rejected the transaction in your wallet')
    // The studio lists what this visitor sent from the signed-in account.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click()
    const txs = page.getByRole('region', { name: 'Your transactions' })
    await expect(txs.getByRole('link', { name: /Support 0\.01 ETH to 0x70…79C8/ }).first()).toContainText('Confirmed')
    await expectPageViews(page, [CREATOR_PATH, '/studio'])
    // Back to the creator entry the amount's shallow change made: going back is a real visit, with its query.
    await page.goBack()
    await expect(h1(page)).toHaveText('0x70…79C8')
    await expectPageViews(page, [CREATOR_PATH, '/studio', `${CREATOR_PATH}?amount=0.02`])
  })

  test('behavior: the studio explains and offers sign-in, then shows the session', async ({ page, wallet }) => {
    await page.goto('/studio')
    await expect(page.getByRole('heading', { name: 'Sign in to open your studio' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your session' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await browserWalletOption(dialog).click()
    await approve(wallet, 'eth_requestAccounts')
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await approve(wallet, 'personal_sign')
    const session = page.getByRole('region', { name: 'Your session' })
    await expect(session.getByText(ACCOUNT.address)).toBeVisible()
    await expect(session.getByText('Ethereum (chain id 1)')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })
})

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`pages ${device} ${scheme}`, () => {
      test.use({ viewport })

      test('behavior: every page has no axe violations, signed out and signed in; screenshots', async ({
        page,
        wallet,
      }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        const name = (page: string) => `${device}-${scheme}-${page}`
        await page.goto('/')
        await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('home'))
        await page.goto(CREATOR_PATH)
        await expect(support(page).getByRole('button', { name: 'Connect a wallet to support' })).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('creator'))
        await page.goto('/creators/not-a-creator')
        await expect(page.getByRole('alert')).toHaveText('This is not a valid address or ENS name.')
        await expectNoAxeViolations(page)
        await shot(page, name('creator-invalid'))
        await page.goto('/studio')
        await expect(page.getByRole('button', { name: 'Sign in with your wallet' })).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('studio-signed-out'))
        await page.goto('/nothing-here')
        await expect(h1(page)).toHaveText('Page not found')
        await expectNoAxeViolations(page)
        await shot(page, name('404'))
        await page.goto('/')
        await connectAndSignIn(page, wallet)
        await expect(page.getByText(/ ETH on Ethereum$/)).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('home-connected'))
        await page.getByRole('link', { name: 'Your creator page' }).click()
        await expect(page.getByText('This is your own page: share its link to receive support.')).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('creator-own'))
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click()
        await expect(page.getByRole('region', { name: 'Your session' })).toBeVisible()
        await expectNoAxeViolations(page)
        await shot(page, name('studio-signed-in'))
        await page.goto(CREATOR_PATH)
        const form = support(page)
        await form.getByLabel('Amount (ETH)').fill('1e3')
        await form.getByRole('button', { name: 'Send support' }).click()
        await expect(form.getByRole('alert')).toHaveText('Enter a plain number like 0.05')
        await expectNoAxeViolations(page)
        await shot(page, name('creator-connected-error'))
      })
    })
  }
}
