// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import { loadChainLibrary } from '../../../src/app/chainLibrary'
import { CREATOR, createPagesHarness, disposePages, VISITOR, type PagesHarness } from './pagesHarness'
import { renderCreatorAt } from './creatorPageHarness'

const loadChecksumAddress = async () => (await loadChainLibrary('viem')).loadChecksumAddress()

afterEach(() => {
  cleanup()
  disposePages()
})

const ETHER = 10n ** 18n
const HASH = `0x${'1'.repeat(64)}`

function renderCreator(path: string, h: PagesHarness = createPagesHarness()) {
  renderCreatorAt(path, h.services)
  return h
}

const location = () => screen.getByTestId('location').textContent
const support = () => screen.getByRole('region', { name: /^Support / })

/** Connected as VISITOR with `balance` on chain 1, on the page of CREATOR. */
async function connectedOnCreator(balance = 2n * ETHER, path = `/creators/${CREATOR}`) {
  const h = createPagesHarness()
  h.reader.setBalance(1, VISITOR, balance)
  await h.connect()
  renderCreator(path, h)
  const input = await within(support()).findByRole('textbox', { name: 'Amount (ETH)' })
  await within(support()).findByText('Your balance: 2 ETH')
  return { h, input }
}

describe('CreatorPage', () => {
  test('default: a creator by address: short address, full address, balance, copy button', async () => {
    const h = createPagesHarness()
    h.reader.setBalance(1, CREATOR, 3_210_000_000_000_000_000n)
    renderCreator(`/creators/${CREATOR}`, h)
    expect(screen.getByRole('heading', { level: 1, name: '0x70…79C8' })).toBeTruthy()
    expect(screen.getByText(CREATOR)).toBeTruthy()
    expect(await screen.findByText('3.21 ETH')).toBeTruthy()
    expect(screen.getByText(/Balance on Ethereum/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(h.clipboard.written).toEqual([CREATOR])
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    expect(document.title).toBe('0x70…79C8 · Creators Studio')
  })

  test('behavior: a lower-case address in the link is shown checksummed (EIP-55)', async () => {
    const h = createPagesHarness()
    h.services.checksumAddress = loadChecksumAddress
    renderCreator(`/creators/${CREATOR.toLowerCase()}`, h)
    expect(await screen.findByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '0x70…79c8' })).toBeTruthy()
  })

  test('behavior: a creator by address shows their primary ENS name', async () => {
    const h = createPagesHarness()
    h.reader.names.set(CREATOR.toLowerCase(), 'creator.eth')
    renderCreator(`/creators/${CREATOR}`, h)
    expect(await screen.findByRole('heading', { level: 1, name: 'creator.eth' })).toBeTruthy()
  })

  test('behavior: an ENS name is looked up: loading, then the creator', async () => {
    const h = createPagesHarness()
    h.reader.addresses.set('creator.eth', CREATOR)
    h.reader.hangingNames.add('slow.eth')
    renderCreator('/creators/slow.eth', h)
    expect(screen.getByRole('status').textContent).toBe('Looking up slow.eth…')
    cleanup()
    renderCreator('/creators/Creator.ETH', h)
    expect(await screen.findByText(CREATOR)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'creator.eth' })).toBeTruthy()
    expect(within(support()).getByRole('heading', { name: 'Support creator.eth' })).toBeTruthy()
  })

  test('behavior: garbage, or a name the reader refuses, is "not a valid address or ENS name"', async () => {
    renderCreator('/creators/hello%20world')
    expect(screen.getByRole('alert').textContent).toBe('This is not a valid address or ENS name.')
    cleanup()
    renderCreator('/creators/0x1234')
    expect(screen.getByRole('alert').textContent).toBe('This is not a valid address or ENS name.')
    cleanup()
    renderCreator('/creators/bad-name.eth')
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a valid address or ENS name.')
  })

  test('behavior: a name with no address is "no such name"', async () => {
    renderCreator('/creators/nobody.eth')
    expect((await screen.findByRole('alert')).textContent).toBe('No address is registered for nobody.eth.')
    expect(screen.getByRole('link', { name: 'Find another creator' }).getAttribute('href')).toBe('/')
  })

  test('behavior: a failing lookup can be retried', async () => {
    const h = createPagesHarness()
    h.reader.failing = true
    h.reader.addresses.set('creator.eth', CREATOR)
    renderCreator('/creators/creator.eth', h)
    expect((await screen.findByRole('alert')).textContent).toBe('Could not look up creator.eth right now.')
    h.reader.failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(CREATOR)).toBeTruthy()
  })

  test('behavior: not connected, the support form asks to connect and opens the connect modal', async () => {
    renderCreator(`/creators/${CREATOR}`)
    expect(within(support()).getByText(/Connect your wallet to send ETH to 0x70…79C8/)).toBeTruthy()
    await userEvent.click(within(support()).getByRole('button', { name: 'Connect a wallet to support' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  })

  test('behavior: a wallet on an unsupported network is told so and offered a switch', async () => {
    const h = createPagesHarness({ chainId: 10 })
    await h.connect()
    renderCreator(`/creators/${CREATOR}`, h)
    expect(within(support()).getByRole('alert').textContent).toBe(
      'Wrong network. Your wallet is on a network this site does not support. Switch to Ethereum or Goerli to send support.',
    )
    expect(within(support()).queryByRole('textbox')).toBeNull()
    expect(within(support()).getByRole('button', { name: 'Switch to Ethereum' })).toBeTruthy()
  })

  test('behavior: on a wrong network, a switch the wallet never answers does not lock the other choices', async () => {
    const h = createPagesHarness({ chainId: 10 })
    await h.connect()
    h.wallet.switchMode = 'manual'
    renderCreator(`/creators/${CREATOR}`, h)
    await userEvent.click(within(support()).getByRole('button', { name: 'Switch to Ethereum' }))
    expect(within(support()).getByRole('button', { name: 'Confirm in Wallet' })).toBeTruthy()
    await userEvent.click(within(support()).getByRole('button', { name: 'Switch to Goerli' }))
    expect(h.wallet.switchRequests).toEqual([1, 5])
    const buttons = within(support())
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons).toEqual(['Switch to Ethereum', 'Confirm in Wallet'])
  })

  test('behavior: on their own page a creator is told there is nobody to send to', async () => {
    const h = createPagesHarness()
    await h.connect()
    renderCreator(`/creators/${VISITOR.toLowerCase()}`, h)
    expect(within(support()).getByText('This is your own page: share its link to receive support.')).toBeTruthy()
    expect(within(support()).queryByRole('textbox')).toBeNull()
  })

  test('behavior: the amount is validated before the wallet is asked', async () => {
    const { h, input } = await connectedOnCreator()
    const send = within(support()).getByRole('button', { name: 'Send support' })
    await userEvent.click(send)
    expect(within(support()).getByRole('alert').textContent).toBe('Enter an amount')
    for (const [text, message] of [
      ['1e3', 'Enter a plain number like 0.05'],
      ['0', 'Enter an amount greater than 0'],
      ['0.0000000000000000001', 'Use at most 18 decimal places'],
      ['2.5', 'Insufficient funds'],
    ] as const) {
      await userEvent.clear(input)
      await userEvent.type(input, text)
      await userEvent.click(send)
      expect(within(support()).getByRole('alert').textContent, text).toBe(message)
    }
    expect(h.sent).toEqual([])
  })

  test('behavior: a valid amount is sent to the creator and tracked: Pending, then Confirmed', async () => {
    const { h, input } = await connectedOnCreator()
    await userEvent.type(input, '0.5')
    await userEvent.click(within(support()).getByRole('button', { name: 'Send support' }))
    expect(await within(support()).findByText(/Thank you! You sent 0.5 ETH./)).toBeTruthy()
    expect(h.sent).toEqual([{ from: VISITOR, to: CREATOR, value: ETHER / 2n, chainId: 1 }])
    expect(h.transactions.getTransactions(VISITOR, 1)).toMatchObject([
      { hash: HASH, description: 'Support 0.5 ETH to 0x70…79C8', status: 'pending' },
    ])
    expect(within(support()).getByText('Pending')).toBeTruthy()
    expect(within(support()).getByRole('link', { name: 'View on Etherscan' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    expect(await within(support()).findByText('Confirmed')).toBeTruthy()
  })

  test('behavior: a supporter chooses USDC: its balance, its decimals, transfer(creator, 5 USDC) to the token, tracked', async () => {
    const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const h = createPagesHarness()
    h.services.supportTokens = [
      { chainId: 1, address: USDC, symbol: 'USDC', decimals: 6 },
      { chainId: 5, address: CREATOR, symbol: 'GUSD', decimals: 2 },
    ]
    h.reader.setBalance(1, VISITOR, 2n * ETHER)
    h.reader.setTokenBalance(1, USDC, VISITOR, 7_500_000n, 6, 'USDC')
    await h.connect()
    renderCreator(`/creators/${CREATOR}`, h)
    const choice = await within(support()).findByRole('group', { name: 'Currency' })
    // The native currency and the tokens of the wallet's chain only.
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent?.trim()),
    ).toEqual(['ETH', 'USDC'])
    expect(within(choice).getByRole('radio', { name: 'ETH' })).toHaveProperty('checked', true)
    await userEvent.click(within(choice).getByRole('radio', { name: 'USDC' }))
    const input = within(support()).getByRole('textbox', { name: 'Amount (USDC)' })
    expect(await within(support()).findByText('Your balance: 7.5 USDC')).toBeTruthy()
    const send = within(support()).getByRole('button', { name: 'Send support' })
    for (const [text, message] of [
      ['0.0000001', 'Use at most 6 decimal places'],
      ['7.6', 'Insufficient funds'],
    ] as const) {
      await userEvent.clear(input)
      await userEvent.type(input, text)
      await userEvent.click(send)
      expect(within(support()).getByRole('alert').textContent, text).toBe(message)
    }
    await userEvent.clear(input)
    await userEvent.type(input, '5')
    await userEvent.click(send)
    expect(await within(support()).findByText(/Thank you! You sent 5 USDC./)).toBeTruthy()
    const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
    expect(h.sent).toEqual([
      {
        from: VISITOR,
        to: USDC,
        value: 0n,
        data: `0xa9059cbb${word(CREATOR.slice(2))}${word((5_000_000).toString(16))}`,
        chainId: 1,
      },
    ])
    expect(h.transactions.getTransactions(VISITOR, 1)).toMatchObject([
      { hash: HASH, description: 'Support 5 USDC to 0x70…79C8', status: 'pending' },
    ])
    expect(within(support()).getByText('Pending')).toBeTruthy()
    h.reader.receipts.set(HASH, { status: 'success', blockNumber: 101n })
    expect(await within(support()).findByText('Confirmed')).toBeTruthy()
  })

  test('behavior: the token chosen is accepted on another chain only (the wallet moved): the form names the chain and switches the wallet back to it', async () => {
    const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const h = createPagesHarness()
    h.services.supportTokens = [{ chainId: 1, address: USDC, symbol: 'USDC', decimals: 6 }]
    h.reader.setTokenBalance(1, USDC, VISITOR, 7_500_000n, 6, 'USDC')
    await h.connect()
    renderCreator(`/creators/${CREATOR}`, h)
    const choice = await within(support()).findByRole('group', { name: 'Currency' })
    await userEvent.click(within(choice).getByRole('radio', { name: 'USDC' }))
    act(() => h.wallet.changeChain(5))
    // The choice stays, beside Goerli's currency.
    const moved = await within(support()).findByRole('group', { name: 'Currency' })
    await waitFor(() =>
      expect(
        within(moved)
          .getAllByRole('radio')
          .map((radio) => radio.parentElement?.textContent?.trim()),
      ).toEqual(['GOR', 'USDC']),
    )
    expect(within(moved).getByRole('radio', { name: 'USDC' })).toHaveProperty('checked', true)
    expect(
      within(support()).getByText('USDC is not accepted on this network. Switch to Ethereum to send it.'),
    ).toBeTruthy()
    expect(within(support()).getByRole('button', { name: 'Send support' })).toHaveProperty('disabled', true)
    expect(within(support()).queryByRole('textbox', { name: /^Amount/ })).toBeNull()

    h.wallet.switchMode = 'fail'
    await userEvent.click(within(support()).getByRole('button', { name: 'Switch to Ethereum' }))
    expect(await within(support()).findByText('An error occurred when attempting to switch chain.')).toBeTruthy()
    expect(h.wallet.chainId).toBe(5)

    h.wallet.switchMode = 'approve'
    await userEvent.click(within(support()).getByRole('button', { name: 'Switch to Ethereum' }))
    // On Ethereum, USDC is still the choice: its amount field and balance, and it can be sent.
    expect(await within(support()).findByRole('textbox', { name: 'Amount (USDC)' })).toBeTruthy()
    expect(await within(support()).findByText('Your balance: 7.5 USDC')).toBeTruthy()
    expect(within(support()).queryByText(/is not accepted on this network/)).toBeNull()
    expect(within(support()).getByRole('button', { name: 'Send support' })).toHaveProperty('disabled', false)
  })

  test('behavior: without accepted tokens on the chain there is no choice of currency', async () => {
    await connectedOnCreator()
    expect(within(support()).queryByRole('group', { name: 'Currency' })).toBeNull()
  })

  test('behavior: a refusal in the wallet is shown clearly and nothing is tracked', async () => {
    const { h, input } = await connectedOnCreator()
    h.wallet.sendTransaction = async () => {
      throw mapWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }), 'send')
    }
    await userEvent.type(input, '0.1')
    await userEvent.click(within(support()).getByRole('button', { name: 'Send support' }))
    expect((await within(support()).findByRole('alert')).textContent).toBe(
      'You rejected the transaction in your wallet',
    )
    expect(h.transactions.getTransactions(VISITOR, 1)).toEqual([])
  })

  test('behavior: a wallet that fails to send is said in the words of the error catalogue; the amount can be sent again', async () => {
    const { h, input } = await connectedOnCreator()
    h.wallet.sendTransaction = async () => {
      throw mapWalletError(new Error('insufficient funds for gas'), 'send')
    }
    await userEvent.type(input, '0.1')
    await userEvent.click(within(support()).getByRole('button', { name: 'Send support' }))
    expect((await within(support()).findByRole('alert')).textContent).toBe('The wallet could not send the transaction.')
    expect(h.transactions.getTransactions(VISITOR, 1)).toEqual([])
    await userEvent.type(input, '5')
    expect(within(support()).queryByRole('alert')).toBeNull()
  })

  test('behavior: the amount is mirrored in the address (?amount=) and a support link comes prefilled', async () => {
    const { input } = await connectedOnCreator(2n * ETHER, `/creators/${CREATOR}?amount=0.25`)
    expect((input as HTMLInputElement).value).toBe('0.25')
    await userEvent.clear(input)
    await userEvent.type(input, '0.3')
    await waitFor(() => expect(location()).toBe(`/creators/${CREATOR}?amount=0.3`))
    await userEvent.clear(input)
    await waitFor(() => expect(location()).toBe(`/creators/${CREATOR}`))
  })
})
