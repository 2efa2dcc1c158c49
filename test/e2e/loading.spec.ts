import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { approve, expect, SHORT_ACCOUNT, test } from './support/fixtures'
import { browserWalletOption, connectAndSignIn, signInIfAsked } from './support/flows'

/** What the build put in each chunk (scripts/bundleReportPlugin.ts): chunk file -> module ids. */
function chunkModules(): Map<string, string[]> {
  // A module the build dropped whole (0 bytes rendered, e.g. the other chain library's entry) is not in the chunk.
  return new Map(
    [...chunkModuleSizes()].map(([file, modules]) => [
      file,
      Object.keys(modules).filter((id) => (modules[id] ?? 0) > 0),
    ]),
  )
}

/** Each built chunk's modules with the bytes each renders into it. */
function chunkModuleSizes(): Map<string, Record<string, number>> {
  const report = JSON.parse(readFileSync(join(process.cwd(), 'dist-e2e', '.vite', 'bundle-report.json'), 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>
  }
  return new Map(Object.entries(report.chunks).map(([file, chunk]) => [file, chunk.modules]))
}

/** The built scripts the page requests from now on (paths like `assets/index-….js`). */
function trackScripts(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname.slice(1))
  })
  return scripts
}

// The first page load stays light: the chain library, the QR encoder, the cloud-wallet SDKs and the data cache wait for the visitor to act.
const HEAVY =
  /node_modules\/(viem|ethers|@walletconnect|@coinbase|@reown|qrcode|@tanstack)\/|src\/adapters\/(viem|ethers)\/(?!chainLibrary\.ts$)/
// The chosen library's entry (src/adapters/<library>/chainLibrary.ts, see src/app/chainLibrary.ts) is in the first
// load on purpose: it holds only the import() of each of its parts, so that the reader does not wait for a chunk of
// its own. It must stay that small.
const LIBRARY_ENTRY = /src\/adapters\/(viem|ethers)\/chainLibrary\.ts$/
const LIBRARY_ENTRY_MAX_BYTES = 1024

test.describe('loading', () => {
  test('behavior: before the visitor acts only the shell and, once idle, the connect modal code load; nothing heavy', async ({
    page,
  }) => {
    const scripts = trackScripts(page)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    const modules = chunkModules()
    const loaded = () => [...scripts].flatMap((file) => modules.get(file) ?? [])
    // The modal the button opens next is fetched when the page is idle, before any pointer or focus on the button.
    await expect
      .poll(() => loaded().some((id) => id.endsWith('src/ui/connect/ConnectModal.tsx')), { timeout: 10_000 })
      .toBe(true)
    await page.waitForLoadState('networkidle')
    expect(loaded().filter((id) => HEAVY.test(id))).toEqual([])
    const sizes = chunkModuleSizes()
    const entries = [...scripts].flatMap((file) =>
      Object.entries(sizes.get(file) ?? {}).filter(([id, bytes]) => LIBRARY_ENTRY.test(id) && bytes > 0),
    )
    expect(entries.length).toBeLessThanOrEqual(1)
    for (const [id, bytes] of entries) expect(bytes, id).toBeLessThanOrEqual(LIBRARY_ENTRY_MAX_BYTES)
    expect([...scripts].filter((file) => !modules.has(file))).toEqual([])
  })

  test('behavior: once the page is idle, the connect modal draws its wallet icons complete in its first frame (decoded ahead)', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The decoding itself runs on the main thread: done once the page has been idle twice over.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    // Looked at as the dialog shows (a mutation observer, before any frame is drawn), then at the next frame.
    const icons = await page.evaluate(
      () =>
        new Promise<{ shown: boolean[]; nextFrame: boolean[] }>((resolve) => {
          const complete = (dialog: Element) =>
            [...dialog.querySelectorAll('img')].map((img) => img.complete && img.naturalWidth > 0)
          new MutationObserver((_, observer) => {
            const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.checkVisibility())
            if (!dialog) return
            observer.disconnect()
            const shown = complete(dialog)
            requestAnimationFrame(() => resolve({ shown, nextFrame: complete(dialog) }))
          }).observe(document.body, { childList: true, subtree: true, attributes: true })
          ;[...document.querySelectorAll('button')].find((button) => button.textContent === 'Connect Wallet')?.click()
        }),
    )
    expect(icons.shown.length).toBeGreaterThan(0)
    expect(icons.shown.every(Boolean)).toBe(true)
    expect(icons.nextFrame.every(Boolean)).toBe(true)
  })

  test('behavior: once the page is idle, the connect modal waits drawn and hidden; the click shows that same dialog', async ({
    page,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(button).toBeVisible()
    // Drawn ahead: in the document, yet neither shown nor in the accessibility tree, and the page does not scroll-lock.
    await expect.poll(() => page.locator('[role="dialog"]').count(), { timeout: 10_000 }).toBe(1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[role="dialog"]')).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    await page.locator('[role="dialog"]').evaluate((dialog) => dialog.setAttribute('data-drawn-ahead', ''))
    // Tab from the button leaves the page's controls in order; nothing in the hidden dialog takes focus.
    await button.focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull()
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-drawn-ahead', '')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  })

  test('behavior: while the wallet asks its user, what the connected account shows loads (data cache, transactions, checksum)', async ({
    page,
    wallet,
  }) => {
    const scripts = trackScripts(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await browserWalletOption(page.getByRole('dialog', { name: 'Connect a Wallet' })).click()
    const modules = chunkModules()
    const loaded = () => [...scripts].flatMap((file) => modules.get(file) ?? [])
    // Not approved yet: the wallet is still asking, and the account's code is already on its way.
    for (const module of [
      /src\/app\/accountDataService\.ts$/,
      /src\/app\/queryCache\.ts$/,
      /src\/app\/createTransactionService\.ts$/,
      /src\/adapters\/(viem|ethers)\/\w+ChecksumAddress\.ts$/,
    ]) {
      await expect
        .poll(() => loaded().some((id) => module.test(id)), { message: String(module), timeout: 10_000 })
        .toBe(true)
    }
    expect(await wallet.getPendingRequestCount('eth_requestAccounts')).toBeGreaterThan(0)
    await approve(wallet, 'eth_requestAccounts')
    await signInIfAsked(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
  })

  test('behavior: a reload with a remembered wallet starts loading the account data code and cache before the account is drawn', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    // Notes (page time) when the account button first enters the page after the reload.
    await page.addInitScript((account) => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('button')].some((button) => button.textContent?.includes(account))) return
        ;(window as unknown as { accountShownAt: number }).accountShownAt = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true, characterData: true })
    }, SHORT_ACCOUNT)
    await page.reload()
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
    const modules = chunkModules()
    const chunkOf = (module: RegExp) => [...modules].find(([, ids]) => ids.some((id) => module.test(id)))?.[0]
    const files = [chunkOf(/src\/app\/accountDataService\.ts$/), chunkOf(/src\/app\/queryCache\.ts$/)].map(String)
    // A resource's timing entry appears once its answer has arrived, which on a busy machine can be after the account
    // is drawn: wait for both entries, then compare when each request started.
    const read = () =>
      page.evaluate(
        (names) => ({
          shown: (window as unknown as { accountShownAt: number }).accountShownAt,
          loads: names.map(
            (file) =>
              performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/${file}`))?.startTime ??
              Infinity,
          ),
        }),
        files,
      )
    await expect.poll(async () => (await read()).loads.every(Number.isFinite)).toBe(true)
    const starts = await read()
    // Nobody is asked on a reconnect: the code that shows the cached name is on its way while the wallet answers.
    expect(starts.shown).toBeGreaterThan(0)
    for (const start of starts.loads) expect(start).toBeLessThan(starts.shown)
  })

  test('behavior: on connect, the chain button draws its icon in the same frame as the account', async ({
    page,
    wallet,
  }) => {
    // Element Timing marks when each is first painted: the account's text and the chain button's icon, marked as they
    // enter the page (a mutation observer, before any frame is drawn).
    await page.addInitScript((account) => {
      const painted: Record<string, number> = {}
      ;(window as unknown as { painted: Record<string, number> }).painted = painted
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
          painted[entry.identifier] ??= entry.renderTime
      }).observe({ type: 'element', buffered: true })
      new MutationObserver(() => {
        document
          .querySelector('.cs-connect-chain img:not([elementtiming])')
          ?.setAttribute('elementtiming', 'chain-icon')
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('button') && node.textContent?.includes(account))
            node.parentElement.setAttribute('elementtiming', 'account')
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
    }, SHORT_ACCOUNT)
    await page.goto('/')
    await connectAndSignIn(page, wallet)
    await expect(page.getByRole('button', { name: 'Ethereum' })).toBeVisible()
    const painted = () => page.evaluate(() => (window as unknown as { painted: Record<string, number> }).painted)
    await expect.poll(async () => Object.keys(await painted()).sort()).toEqual(['account', 'chain-icon'])
    const { account, 'chain-icon': icon } = await painted()
    // A lazily loaded image waits for layout to find it in view, and is drawn one or more frames after the account.
    expect(icon).toBe(account)
  })

  test('behavior: the first load styles come inline with the page; the lazy chunks that list them never fetch them', async ({
    page,
    wallet,
  }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    })
    await page.goto('/studio')
    const header = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })
    await expect(header).toBeVisible()
    // Styled from the inline <style>: the button has its theme's shape, not the browser's default.
    expect(await header.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px')
    // The studio's own prompt loads the connect modal through a chunk that names the inlined stylesheet among its
    // preload dependencies, as do the chunks the wallet list loads.
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await browserWalletOption(dialog).click()
    await approve(wallet, 'eth_requestAccounts')
    await signInIfAsked(page, wallet)
    await expect(page.getByRole('button', { name: new RegExp(SHORT_ACCOUNT) })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(stylesheets.filter((path) => /\/assets\/index-[^/]*\.css$/.test(path))).toEqual([])
    expect(stylesheets.some((path) => /\/assets\/ConnectModal-[^/]*\.css$/.test(path))).toBe(true)
  })

  test('behavior: the prerendered header is replaced by the live one, not doubled', async ({ page }) => {
    await page.goto('/studio')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Studio', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test.describe('loading failures', () => {
  test('behavior: a connect modal whose code cannot load leaves the page working, says so, and loads on the next press', async ({
    page,
  }) => {
    let blocked = true
    await page.route(/\/assets\/ConnectModal-[^/]*\.js$/, (route) =>
      blocked ? route.abort('connectionfailed') : route.continue(),
    )
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    await expect(page.getByRole('alert')).toHaveText(
      'The wallet dialog could not be loaded. Check your connection and try again.',
    )
    await expect(page.getByRole('banner').getByRole('link', { name: 'Creators Studio' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    blocked = false
    await button.click()
    await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('loading with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('behavior: the page shell still shows its header and says JavaScript is needed, not a blank page', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Creators Studio' })).toBeVisible()
    // Playwright turns script execution off but not the parser's scripting flag, so <noscript> stays unrendered here;
    // a browser with JavaScript off shows its message.
    expect(await page.locator('#main noscript').textContent()).toContain(
      'Creators Studio needs JavaScript to connect a wallet.',
    )
    // The same header markup as the live one, which the axe scans of every page cover (axe cannot run with scripts off).
    await expect(page.getByRole('button')).toHaveCount(0)
  })
})
