// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { linkAuthToWallet } from '../../../src/app/linkAuthToWallet'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option, renderWith, SHORT_ADDRESS } from './connectHarness'

afterEach(cleanup)

const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.'

/** Connects the browser wallet on `chainId` through the connect modal; ends on the "Verify your account" step. */
async function verifyStepOn(chainId: number) {
  const wallet = new FakeWallet('injected', 'Browser Wallet', chainId)
  const h = createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [wallet], siwe: true })
  await act(() => h.auth!.start())
  renderWith(<WalletWidget />, h.services)
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Browser Wallet' }))
  await act(async () => wallet.approve())
  const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
  return { h, wallet, verify }
}

describe('SignInStep', () => {
  test('default: on a configured chain, "Sign message" and Cancel, no wrong-network note', async () => {
    const { verify } = await verifyStepOn(1)
    expect(within(verify).getByRole('button', { name: 'Sign message' })).toBeTruthy()
    expect(within(verify).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(within(verify).queryByText(WRONG_NETWORK)).toBeNull()
    expect(within(verify).queryByRole('list')).toBeNull()
  })

  test('behavior: the step takes the focus from the wallet list it replaces; Escape closes it', async () => {
    const { verify } = await verifyStepOn(1337)
    expect(verify.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeTruthy()
  })

  test('behavior: on an unsupported chain, the wrong-network note, the configured chains and Disconnect replace the sign button', async () => {
    const { verify } = await verifyStepOn(1337)
    expect(within(verify).getByText(WRONG_NETWORK)).toBeTruthy()
    expect(within(verify).queryByRole('button', { name: 'Sign message' })).toBeNull()
    expect(
      within(verify)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ethereum ', 'Goerli '])
    expect(within(verify).queryByText('Connected')).toBeNull()
    expect(within(verify).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })

  test('behavior: switching from the step shows "Confirm in Wallet", then the sign button; signing in connects', async () => {
    const { h, wallet, verify } = await verifyStepOn(1337)
    wallet.switchMode = 'manual'
    await userEvent.click(within(verify).getByRole('button', { name: 'Goerli' }))
    expect(within(verify).getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeTruthy()
    act(() => wallet.settleSwitch())
    // The step stays open on the new chain.
    const sign = await within(verify).findByRole('button', { name: 'Sign message' })
    expect(within(verify).queryByText(WRONG_NETWORK)).toBeNull()
    await userEvent.click(sign)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet.switchRequests).toEqual([5])
    expect(wallet.signatures[0]).toContain('Chain ID: 5')
    expect(h.auth!.getSnapshot()).toMatchObject({ status: 'authenticated' })
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a rejected switch keeps the wrong-network view; a later failure is shown', async () => {
    const { wallet, verify } = await verifyStepOn(1337)
    wallet.switchMode = 'reject'
    await userEvent.click(within(verify).getByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(within(verify).queryByText('Confirm in Wallet')).toBeNull())
    expect(screen.getByRole('dialog', { name: 'Verify your account' })).toBe(verify)
    expect(within(verify).getByText(WRONG_NETWORK)).toBeTruthy()
    expect(within(verify).queryByRole('alert')).toBeNull()
    wallet.switchMode = 'fail'
    await userEvent.click(within(verify).getByRole('button', { name: 'Ethereum' }))
    expect((await within(verify).findByRole('alert')).textContent).toBe(
      'An error occurred when attempting to switch chain.',
    )
  })

  test('behavior: Disconnect on the wrong-network view disconnects and closes the modal', async () => {
    const { h, verify } = await verifyStepOn(1337)
    await userEvent.click(within(verify).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.connection.getSnapshot().status).toBe('disconnected')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: Cancel while the server verifies leaves no session: the one it makes is revoked', async () => {
    const { h, verify } = await verifyStepOn(1)
    const api = h.api!
    linkAuthToWallet(h.connection, h.auth!)
    let answer = () => {}
    const verifyNow = api.verify
    api.verify = (args) => new Promise<void>((resolve) => (answer = resolve)).then(() => verifyNow(args))
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    expect(within(verify).getByRole('button', { name: 'Verifying signature…' })).toBeTruthy()
    // Cancel stays available while busy: it is the way out of a wallet or server that does not answer.
    await userEvent.click(within(verify).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(h.connection.getSnapshot().status).toBe('disconnected'))
    await act(async () => answer())
    await waitFor(() => expect(h.services.signIn!.dialog.getSnapshot()).toEqual({ status: 'idle' }))
    expect(h.auth!.getSnapshot()).toEqual({ status: 'unauthenticated' })
    expect(api.session).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: the wallet moving to an unsupported chain on the step swaps the sign button for the chain list', async () => {
    const { wallet, verify } = await verifyStepOn(1)
    act(() => wallet.changeChain(1337))
    expect(within(verify).getByText(WRONG_NETWORK)).toBeTruthy()
    expect(within(verify).queryByRole('button', { name: 'Sign message' })).toBeNull()
    act(() => wallet.changeChain(1))
    expect(within(verify).getByRole('button', { name: 'Sign message' })).toBeTruthy()
  })
})
