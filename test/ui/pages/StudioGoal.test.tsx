import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type CreatorsServer, startCreatorsServer } from '../../support/creatorsServer'
// Before @testing-library and React: this file starts a server and anvil, so it runs in the node environment.
import '../../support/installJsdom'
import { cleanup, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { Route, Switch } from 'wouter'
import { HttpCreatorsApi } from '../../../src/adapters/http/httpCreatorsApi'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
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
const body = () => within(document.body)

/** The studio signed in as `owner` against the real server, in English or German. */
async function openStudio(owner: PrivateKeyAccount, german = false) {
  const h = createPagesHarness()
  const tab = await server.signedIn(owner)
  h.services.creatorsApi = async () => new HttpCreatorsApi({ baseUrl: server.url, fetch: tab })
  if (german) {
    const state: LocaleState = { locale: 'de', dir: 'ltr', messages: { ...deMain, ...dePages }, pseudo: undefined }
    h.services.locale = {
      getSnapshot: () => state,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    }
  }
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
}

describe('the Studio’s goal', () => {
  test('default: English: set a goal, see a problem next to its field, save it; remove it and save', async () => {
    const owner = fresh()
    await openStudio(owner)
    const region = await body().findByRole('region', { name: 'Your profile' })
    await userEvent.type(await within(region).findByLabelText('Display name'), 'Ada')
    await userEvent.click(within(region).getByRole('button', { name: 'Set a goal' }))
    const goal = within(within(region).getByRole('group', { name: 'Goal' }))
    await userEvent.type(goal.getByLabelText('Goal title'), 'New microphone')
    const amount = goal.getByLabelText('Goal amount')
    await userEvent.type(amount, '0')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(goal.getByText('Goal amount must be greater than 0')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '1.5')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    await userEvent.selectOptions(goal.getByLabelText('Counted'), 'In total')
    // This server accepts ETH alone on its chain.
    await userEvent.selectOptions(goal.getByLabelText('Currency'), 'ETH')
    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect(await within(region).findByText('Saved')).toBeTruthy()
    const api = new HttpCreatorsApi({ baseUrl: server.url })
    expect(await api.getProfile(owner.address)).toMatchObject({
      goal: { asset: 'ETH', amount: '1.5', period: 'total', title: 'New microphone' },
      goalProgress: { reached: '0', since: 0 },
    })
    await userEvent.click(goal.getByRole('button', { name: 'Remove the goal' }))
    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect(await within(region).findByText('Saved')).toBeTruthy()
    expect(await api.getProfile(owner.address)).not.toHaveProperty('goal')
  }, 30_000)

  test('behavior: German: the amount typed with a decimal comma is saved as its plain decimal, and shown as typed', async () => {
    const owner = fresh()
    await openStudio(owner, true)
    const region = await body().findByRole('region', { name: 'Dein Profil' })
    await userEvent.type(await within(region).findByLabelText('Anzeigename'), 'Ada')
    await userEvent.click(within(region).getByRole('button', { name: 'Ziel festlegen' }))
    const goal = within(within(region).getByRole('group', { name: 'Ziel' }))
    await userEvent.type(goal.getByLabelText('Titel des Ziels'), 'Neues Mikrofon')
    const amount = goal.getByLabelText('Zielbetrag') as HTMLInputElement
    await userEvent.type(amount, '0,25')
    expect(amount.value).toBe('0,25')
    await userEvent.selectOptions(goal.getByLabelText('Währung'), 'ETH')
    await userEvent.click(within(region).getByRole('button', { name: 'Profil speichern' }))
    expect(await within(region).findByText('Gespeichert')).toBeTruthy()
    expect((await new HttpCreatorsApi({ baseUrl: server.url }).getProfile(owner.address))?.goal).toEqual({
      asset: 'ETH',
      amount: '0.25',
      period: 'month',
      title: 'Neues Mikrofon',
    })
    expect(amount.value).toBe('0,25')
    await userEvent.clear(amount)
    await userEvent.type(amount, '1,5x')
    expect(goal.getByText('Der Zielbetrag muss eine Zahl wie 12,5 sein')).toBeTruthy()
  }, 30_000)

  test('behavior: the Export section links to the creator’s own CSV', async () => {
    const owner = fresh()
    await openStudio(owner)
    const region = await body().findByRole('region', { name: 'Export' })
    expect(within(region).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/creators/${owner.address}/supports.csv`,
    )
  }, 30_000)
})
