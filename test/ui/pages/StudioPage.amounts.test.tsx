import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CREATORS_CHAIN_ID, type CreatorsServer, startCreatorsServer } from '../../support/creatorsServer'
// Before @testing-library and React: this file starts a server and anvil, so it runs in the node environment.
import '../../support/installJsdom'
import { cleanup, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { Route, Switch } from 'wouter'
import { HttpCreatorsApi } from '../../../src/adapters/http/httpCreatorsApi'
import type { SupportToken } from '../../../src/domain/chains/supportTokens'
import { StudioPage } from '../../../src/ui/pages/StudioPage'
import { createPagesHarness, disposePages, renderAt } from './pagesHarness'

// The site accepts USDC on the server's chain: the browser and the server read the same VITE_SUPPORT_TOKENS.
const USDC: SupportToken = {
  chainId: CREATORS_CHAIN_ID,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  symbol: 'USDC',
  decimals: 6,
}

let server: CreatorsServer
beforeAll(async () => {
  server = await startCreatorsServer({
    VITE_SUPPORT_TOKENS: `${USDC.chainId}:${USDC.address}:${USDC.symbol}:${USDC.decimals}`,
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  cleanup()
  disposePages()
})

const body = () => within(document.body)

describe('StudioPage: suggested amounts per asset', () => {
  test('behavior: one group per accepted asset, each with its own rows, checked in its decimals; saved by symbol', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const tab = await server.signedIn(owner)
    const api = new HttpCreatorsApi({ baseUrl: server.url, fetch: tab })
    await api.putProfile(owner.address, {
      displayName: 'Ada',
      bio: '',
      links: [],
      accentColor: '#1a2b3c',
      suggestedAmounts: { ETH: ['0.01'] },
      thankYou: '',
    })
    const h = createPagesHarness()
    h.services.creatorsApi = async () => api
    h.services.supportTokens = [USDC]
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
    const region = await body().findByRole('region', { name: 'Your profile' })
    const amounts = await within(region).findByRole('group', { name: 'Suggested amounts' })
    const eth = within(amounts).getByRole('group', { name: 'ETH' })
    const usdc = within(amounts).getByRole('group', { name: 'USDC' })
    expect((within(eth).getByLabelText('Suggested amount 1 in ETH') as HTMLInputElement).value).toBe('0.01')
    expect(within(usdc).queryByRole('textbox')).toBeNull()

    await userEvent.click(within(usdc).getByRole('button', { name: 'Add an amount in USDC' }))
    const first = within(usdc).getByLabelText('Suggested amount 1 in USDC')
    await userEvent.type(first, '5.0000001')
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(within(usdc).getByText('Suggested amount can have at most 6 decimal places')).toBeTruthy()
    await userEvent.clear(first)
    await userEvent.type(first, '5')
    expect(first.getAttribute('aria-invalid')).toBeNull()
    await userEvent.click(within(eth).getByRole('button', { name: 'Remove amount 1 in ETH' }))
    expect(within(eth).queryByRole('textbox')).toBeNull()
    await userEvent.click(within(eth).getByRole('button', { name: 'Add an amount in ETH' }))
    await userEvent.type(within(eth).getByLabelText('Suggested amount 1 in ETH'), '0.02')

    await userEvent.click(within(region).getByRole('button', { name: 'Save profile' }))
    expect(await within(region).findByText('Saved')).toBeTruthy()
    expect((await api.getProfile(owner.address))?.suggestedAmounts).toEqual({ ETH: ['0.02'], USDC: ['5'] })
  }, 30_000)
})
