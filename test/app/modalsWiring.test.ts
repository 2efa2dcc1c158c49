import { describe, expect, test } from 'vitest'
import { createModalsWiring } from '../../src/app/modalsWiring'
import type { AuthState } from '../../src/domain/auth/authStatus'
import { INITIAL_MODALS, modals as modalsMachine } from '../../src/domain/connection/modals'
import { runMachine } from '../../src/domain/shared/machine'
import { StateStore } from '../../src/domain/shared/store'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import { FakeWalletConnector } from '../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { MemoryStore } from '../support/memoryStore'
import { ALICE, CONFIGURED_CHAINS } from '../domain/connection/testChains'

describe('createModalsWiring', () => {
  async function connectedWith(auth: StateStore<AuthState>) {
    const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const wallet = new ConnectionService({
      directory: new FakeWalletDirectory([metaMask]),
      store: new MemoryStore(),
      chains: CONFIGURED_CHAINS,
    })
    const wiring = createModalsWiring({ wallet, auth })
    const modals = runMachine(modalsMachine, INITIAL_MODALS, wiring.handlers)
    const stop = wiring.follow?.(modals.send) ?? (() => {})
    modals.send({ type: 'modalOpened', modal: 'connect' })
    expect(modals.getSnapshot().open).toEqual(['connect'])
    await wallet.connect('metaMask')
    return { wallet, modals, stop }
  }

  test('default: a connect with sign-in off closes the connect modal; a disconnect closes the account modal', async () => {
    const { wallet, modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'off' }))
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'connected' })
    modals.send({ type: 'modalOpened', modal: 'account' })
    await wallet.disconnect()
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'disconnected' })
    stop()
  })

  test('behavior: a connect that leaves the visitor unauthenticated keeps the connect modal open (the sign-in step)', async () => {
    const { modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'unauthenticated' }))
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'unauthenticated' })
    stop()
  })

  test('behavior: while the sign-in side loads, the connect waits; signed in, it then closes the connect modal', async () => {
    const auth = new StateStore<AuthState>({ status: 'loading' })
    const { modals, stop } = await connectedWith(auth)
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'loading', pending: 'connect' })
    auth.set({ status: 'authenticated', session: { address: ALICE, chainId: 1 } })
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'connected', pending: undefined })
    stop()
  })

  test('behavior: stopped, it hears nothing more', async () => {
    const { wallet, modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'unauthenticated' }))
    stop()
    await wallet.disconnect()
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'unauthenticated' })
  })
})
