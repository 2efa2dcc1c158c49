import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CREATORS_CHAIN_ID, type CreatorsServer, startCreatorsServer } from '../../support/creatorsServer'
import { alice } from '../../support/siweSigning'
// Before @testing-library and React: this file starts a server and anvil, so it runs in the node environment.
import '../../support/installJsdom'
import { cleanup, fireEvent, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { Route, Switch } from 'wouter'
import { HttpCreatorsApi } from '../../../src/adapters/http/httpCreatorsApi'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { Hash } from '../../../src/domain/shared/hex'
import { StudioPage } from '../../../src/ui/pages/StudioPage'
import { createPagesHarness, disposePages, renderAt } from './pagesHarness'

let server: CreatorsServer
beforeAll(async () => {
  server = await startCreatorsServer()
}, 60_000)
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  cleanup()
  disposePages()
})

const fresh = () => privateKeyToAccount(generatePrivateKey())
const profile: CreatorProfile = {
  displayName: 'Ada',
  bio: 'Engines\nand <b>poems</b>.',
  links: [{ label: 'Site', url: 'https://ada.example/' }],
  accentColor: '#1a2b3c',
  suggestedAmounts: { ETH: ['0.01'] },
  thankYou: 'Thanks!',
}

/** The studio signed in as `owner`, its creators API the real client over `fetch` (a signed-in tab by default). */
async function openStudio(owner: PrivateKeyAccount, fetchFn?: typeof fetch, timeoutMs?: number) {
  const h = createPagesHarness()
  const tab = fetchFn ?? (await server.signedIn(owner))
  h.services.creatorsApi = async () => new HttpCreatorsApi({ baseUrl: server.url, fetch: tab, timeoutMs })
  await h.connect({ signedIn: true, address: owner.address })
  renderAt(
    '/studio',
    <Switch>
      <Route path="/studio">
        <StudioPage />
      </Route>
    </Switch>,
    h.services,
  )
  return { h, tab }
}

/** The page (testing-library's `screen` was bound before this file installed jsdom). */
const body = () => within(document.body)
const profileRegion = () => body().findByRole('region', { name: 'Your profile' })

describe('StudioPage as a creator', () => {
  test('default: no profile yet: an empty form with the default accent; a problem shows next to its field; a valid save', async () => {
    const owner = fresh()
    await openStudio(owner)
    const region = await profileRegion()
    const name = await within(region).findByLabelText('Display name')
    expect((name as HTMLInputElement).value).toBe('')
    expect((within(region).getByLabelText('Accent color') as HTMLInputElement).value).toBe('#6d28d9')
    expect(name.getAttribute('aria-invalid')).toBeNull()

    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const problems = document.getElementById(name.getAttribute('aria-describedby')?.split(' ')[1] ?? '')
    expect(problems?.textContent).toBe('Display name must be 1 to 50 characters')
    expect(within(region).getByRole('alert').textContent).toBe('Not saved: fix the problem marked above.')

    // A name of a Hangul filler and a zero-width space looks blank: refused by the same rule as the server's.
    await userEvent.type(name, '\u3164\u200b')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby')?.split(' ')[1] ?? '')?.textContent).toBe(
      'Display name must contain at least one visible character',
    )
    await userEvent.clear(name)
    await userEvent.type(name, 'Ada')
    await userEvent.click(within(region).getByRole('button', { name: 'Add a link' }))
    await userEvent.type(within(region).getByLabelText('Link 1 label'), 'Site')
    const url = within(region).getByLabelText('Link 1 URL')
    await userEvent.type(url, 'javascript:alert(1)')
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(within(region).getByText('Links must use https://')).toBeTruthy()
    await userEvent.clear(url)
    await userEvent.type(url, 'https://ada.example')
    fireEvent.change(within(region).getByLabelText('Pick the accent color'), { target: { value: '#1a2b3c' } })
    await userEvent.type(within(region).getByLabelText('Bio'), 'Engines{enter}and <b>poems</b>.')

    const preview = within(region).getByRole('region', { name: 'Preview of your page' })
    expect(within(preview).getByRole('heading', { name: 'Ada' })).toBeTruthy()
    expect(within(preview).getByText(/and <b>poems<\/b>\./)).toBeTruthy()
    expect(preview.querySelector('b')).toBeNull()
    expect(within(preview).getByRole('link', { name: 'Site' }).getAttribute('href')).toBe('https://ada.example/')

    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect(await within(region).findByText('Saved')).toBeTruthy()
    expect(await new HttpCreatorsApi({ baseUrl: server.url }).getProfile(owner.address)).toMatchObject({
      displayName: 'Ada',
      bio: 'Engines\nand <b>poems</b>.',
      links: [{ label: 'Site', url: 'https://ada.example/' }],
      accentColor: '#1a2b3c',
    })
    expect(within(preview).getByRole('link', { name: 'Open your public page' }).getAttribute('href')).toBe(
      `/creators/${owner.address}`,
    )
  }, 30_000)

  test('behavior: the stored profile fills the form; a session that ended is said, and signing in again saves what was typed', async () => {
    const owner = fresh()
    let tab = await server.signedIn(owner)
    await new HttpCreatorsApi({ baseUrl: server.url, fetch: tab }).putProfile(owner.address, profile)
    // Signed out on the server (another tab logged out): the studio still shows the form.
    await tab(`${server.url}/api/auth/logout`, { method: 'POST' })
    const { h } = await openStudio(owner, ((input, init) => tab(input, init)) as typeof fetch)
    // Signing in again makes a new server session for this browser, as the sign-in API does.
    const api = h.api!
    api.verify = async () => {
      tab = await server.signedIn(owner)
      api.session = { address: owner.address, chainId: 1 }
      return api.session
    }
    const region = await profileRegion()
    const name = (await within(region).findByLabelText('Display name')) as HTMLInputElement
    expect(name.value).toBe('Ada')
    expect((within(region).getByLabelText('Suggested amount 1 in ETH') as HTMLInputElement).value).toBe('0.01')
    await userEvent.type(name, ' Lovelace')
    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Could not save your profile: your session ended. Sign in again, then try again.',
    )
    expect(name.value).toBe('Ada Lovelace')

    await userEvent.click(within(region).getByRole('button', { name: 'Sign in again and save' }))
    expect(await within(region).findByText('Saved')).toBeTruthy()
    expect(name.value).toBe('Ada Lovelace')
    expect(within(region).queryByRole('button', { name: 'Sign in again and save' })).toBeNull()
    expect((await new HttpCreatorsApi({ baseUrl: server.url }).getProfile(owner.address))?.displayName).toBe(
      'Ada Lovelace',
    )
  }, 30_000)

  test('behavior: a server answering HTML or not at all: a clear message, and the form keeps what was typed', async () => {
    const owner = fresh()
    const tab = await server.signedIn(owner)
    const broken = (async (input, init) =>
      init?.method === 'PUT' ? new Response('<html>', { status: 200 }) : tab(input, init)) as typeof fetch
    await openStudio(owner, broken)
    let region = await profileRegion()
    await userEvent.type(await within(region).findByLabelText('Display name'), 'Ada')
    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Could not save your profile: the server answered with something unexpected. Try again later.',
    )
    expect((within(region).getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada')
    cleanup()

    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch
    await openStudio(owner, hanging, 200)
    region = await profileRegion()
    const alert = await within(region).findByRole('alert')
    expect(
      within(alert).getByText('Could not load your profile: the server did not answer in time. Try again.'),
    ).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(within(region).queryByLabelText('Display name')).toBeNull()
    const received = body().getByRole('region', { name: 'Support received' })
    expect(
      (await within(received).findByText(/^Could not load the notes: the server did not answer in time/)).textContent,
    ).toBe('Could not load the notes: the server did not answer in time. Try again.')
  }, 30_000)

  test('behavior: received notes, hidden ones marked; Hide and Show update the row in place; totals; Show more', async () => {
    const owner = fresh()
    const asAlice = new HttpCreatorsApi({ baseUrl: server.url, fetch: await server.signedIn(alice) })
    const hashes: Hash[] = []
    for (let i = 0; i < 21; i++) hashes.push(await server.pay(alice, owner.address, 10n ** 16n * BigInt(i + 1)))
    for (const [i, txHash] of hashes.entries()) {
      await asAlice.submitClaim(owner.address, { chainId: CREATORS_CHAIN_ID, txHash, note: `<i>note ${i}</i>` })
    }
    const tab = await server.signedIn(owner)
    await new HttpCreatorsApi({ baseUrl: server.url, fetch: tab }).setSupportHidden(
      owner.address,
      CREATORS_CHAIN_ID,
      hashes[19]!,
      true,
    )
    await openStudio(owner, tab)

    const received = await body().findByRole('region', { name: 'Support received' })
    const totals = await within(received).findByRole('table', { name: 'Total received' })
    // 0.01 + 0.02 + … + 0.21 ETH, the hidden note included; chain 31337 is not configured in this harness.
    expect(within(totals).getByRole('row', { name: 'Chain 31337 ETH 21 2.31' })).toBeTruthy()

    const list = await within(received).findByRole('list', { name: 'Notes from supporters' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    const newest = within(list).getAllByRole('article')[0]!
    expect(within(newest).getByText('<i>note 20</i>')).toBeTruthy()
    expect(within(newest).getByText('0.21 ETH')).toBeTruthy()
    expect(within(newest).getByText('0xf3…2266')).toBeTruthy()
    const hidden = within(list).getAllByRole('article')[1]!
    expect(within(hidden).getByText('Hidden')).toBeTruthy()

    await userEvent.click(within(newest).getByRole('button', { name: 'Hide' }))
    expect(await within(newest).findByText('Hidden')).toBeTruthy()
    expect(await within(newest).findByRole('button', { name: 'Show' })).toBeTruthy()
    await userEvent.click(within(hidden).getByRole('button', { name: 'Show' }))
    expect(await within(hidden).findByRole('button', { name: 'Hide' })).toBeTruthy()
    expect(within(hidden).queryByText('Hidden')).toBeNull()
    const visible = await new HttpCreatorsApi({ baseUrl: server.url }).listSupports(owner.address)
    expect(visible.items.map((n) => n.note).slice(0, 2)).toEqual(['<i>note 19</i>', '<i>note 18</i>'])

    await userEvent.click(within(received).getByRole('button', { name: 'Show more' }))
    expect(await within(list).findByText('<i>note 0</i>')).toBeTruthy()
    expect(within(list).getAllByRole('listitem')).toHaveLength(21)
    expect(within(received).queryByRole('button', { name: 'Show more' })).toBeNull()
  }, 60_000)
})
