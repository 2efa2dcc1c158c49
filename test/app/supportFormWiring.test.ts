import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { mapWalletError } from '../../src/adapters/eip1193/mapWalletError'
import { createPageWiring } from '../../src/app/pageWiring'
import { createSupportFormWiring, withAmount } from '../../src/app/supportFormWiring'
import type { SwitchChainOutcome } from '../../src/domain/connection/walletSession'
import type { Address, Hash } from '../../src/domain/shared/hex'
import { runMachine } from '../../src/domain/shared/machine'
import { initialSupportForm, supportForm } from '../../src/domain/support/supportForm'
import type { NewTransaction } from '../../src/domain/transactions/validateTransaction'
import { createPagesHarness, disposePages } from '../ui/pages/pagesHarness'

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hash = `0x${'12'.repeat(32)}`
const CONTEXT = {
  from: FROM,
  chainId: 1,
  creator: { address: CREATOR },
  currency: { decimals: 18, symbol: 'ETH' },
} as const

/** A support form run by the app's wiring over a wallet answering as told, a log and an address bar. */
function setup(answer: () => Promise<Hash>, url = '/creators/ada.eth?ref=home') {
  const added: Array<{ address: Address; chainId: number; tx: NewTransaction }> = []
  const requests: unknown[] = []
  const replaced: string[] = []
  const wiring = createSupportFormWiring({
    send: (request) => {
      requests.push(request)
      return answer()
    },
    transactions: { add: (address, chainId, tx) => void added.push({ address, chainId, tx }) },
    address: {
      current: () => {
        const [pathname = '/', query] = (replaced.at(-1) ?? url).split('?')
        return { pathname, search: query ? `?${query}` : '' }
      },
      replace: (to) => void replaced.push(to),
    },
  })
  const form = runMachine(supportForm, initialSupportForm(), wiring.handlers)
  /** Resolves once the form has left `confirming`. */
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => form.getSnapshot().sending.status !== 'confirming' && resolve()
      form.subscribe(check)
      check()
    })
  return { form, added, requests, replaced, settled }
}

describe('createSupportFormWiring', () => {
  test('default: send asks the wallet, registers the transaction and reports it sent', async () => {
    const { form, added, requests, settled } = setup(async () => HASH)
    form.send({ type: 'amountTyped', text: '0.5' })
    form.send({ type: 'submitted', context: CONTEXT })
    expect(form.getSnapshot().sending.status).toBe('confirming')
    await settled()
    expect(requests).toEqual([{ from: FROM, to: CREATOR, value: 5n * 10n ** 17n, chainId: 1 }])
    expect(added).toEqual([
      { address: FROM, chainId: 1, tx: { hash: HASH, description: 'Support 0.5 ETH to 0x70…79C8' } },
    ])
    expect(form.getSnapshot().sending).toEqual({ status: 'sent', amount: '0.5', hash: HASH })
  })

  test('behavior: a refusal is reported rejected, another failure by its code', async () => {
    const rejecting = setup(async () => {
      throw mapWalletError({ code: 4001, message: 'User rejected the request.' }, 'send')
    })
    rejecting.form.send({ type: 'amountTyped', text: '1' })
    rejecting.form.send({ type: 'submitted', context: CONTEXT })
    await rejecting.settled()
    expect(rejecting.form.getSnapshot().sending).toEqual({ status: 'rejected' })
    const failing = setup(async () => {
      throw mapWalletError(new Error('insufficient funds for gas'), 'send')
    })
    failing.form.send({ type: 'amountTyped', text: '1' })
    failing.form.send({ type: 'submitted', context: CONTEXT })
    await failing.settled()
    expect(failing.form.getSnapshot().sending).toEqual({ status: 'failed', error: { code: 'send-failed' } })
    expect(failing.added).toEqual([])
  })

  test('behavior: syncUrl replaces the amount in the address and keeps the other parameters', () => {
    const { form, replaced } = setup(async () => HASH)
    form.send({ type: 'amountTyped', text: ' 0.3 ' })
    form.send({ type: 'amountTyped', text: '' })
    expect(replaced).toEqual(['/creators/ada.eth?ref=home&amount=0.3', '/creators/ada.eth?ref=home'])
  })

  test('behavior: switchChain asks the wallet session and reports its answer; a failure by its code; none without it', async () => {
    const asked: number[] = []
    const answers: SwitchChainOutcome[] = [
      { status: 'switched' },
      { status: 'failed', error: mapWalletError(new Error('boom'), 'switch') },
    ]
    const wiring = createSupportFormWiring({
      send: async () => HASH,
      transactions: { add: () => undefined },
      address: { current: () => ({ pathname: '/', search: '' }), replace: () => undefined },
      switchChain: async (chainId) => {
        asked.push(chainId)
        return answers.shift() ?? { status: 'superseded' }
      },
    })
    const form = runMachine(supportForm, initialSupportForm(), wiring.handlers)
    const answered = () =>
      new Promise<void>((resolve) => {
        const check = () => form.getSnapshot().chainSwitch?.status !== 'asking' && resolve()
        form.subscribe(check)
        check()
      })
    form.send({ type: 'chainSwitchRequested', chainId: 5 })
    expect(form.getSnapshot().chainSwitch).toEqual({ status: 'asking', chainId: 5 })
    await answered()
    expect(form.getSnapshot().chainSwitch).toEqual({ status: 'idle' })
    form.send({ type: 'chainSwitchRequested', chainId: 1 })
    await answered()
    expect(asked).toEqual([5, 1])
    expect(form.getSnapshot().chainSwitch).toMatchObject({
      status: 'failed',
      error: { code: expect.stringMatching(/^[a-z-]+$/) },
    })

    const without = createSupportFormWiring({ send: async () => HASH, transactions: { add: () => undefined } })
    const bare = runMachine(supportForm, initialSupportForm(), without.handlers)
    bare.send({ type: 'chainSwitchRequested', chainId: 5 })
    expect(bare.getSnapshot().chainSwitch).toEqual({ status: 'failed', error: { code: 'switch-chain-unsupported' } })
  })
})

describe('withAmount', () => {
  test('default: sets, replaces and removes the amount', () => {
    expect(withAmount('/creators/x', '', '0.05')).toBe('/creators/x?amount=0.05')
    expect(withAmount('/creators/x', '?amount=1&ref=y', '2')).toBe('/creators/x?amount=2&ref=y')
    expect(withAmount('/creators/x', '?amount=1', undefined)).toBe('/creators/x')
  })

  test('behavior: the amount read back is the one set, and the other parameters are kept (property)', () => {
    const key = fc.constantFrom('ref', 'utm', 'a b', '&')
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.string(), { maxKeys: 3 }),
        fc.option(fc.string(), { nil: undefined }),
        (rest, amount) => {
          const search = `?${new URLSearchParams(rest)}`
          const [path, query = ''] = withAmount('/p', search, amount).split('?')
          const params = new URLSearchParams(query)
          expect(path).toBe('/p')
          expect(params.get('amount') ?? undefined).toBe(amount)
          for (const [name, value] of Object.entries(rest)) expect(params.get(name)).toBe(value)
        },
      ),
    )
  })
})

describe('createPageWiring: the support form', () => {
  test('behavior: adds the wiring where the services can send; none without a wallet send', () => {
    const h = createPagesHarness()
    const injected = h.services.supportForm
    const wired = createPageWiring(h.services)
    expect(Object.keys(wired.supportForm?.handlers ?? {}).sort()).toEqual(['send', 'switchChain', 'syncUrl'])
    expect(wired.supportForm).not.toBe(injected)
    delete h.services.sendTransaction
    expect(createPageWiring(h.services).supportForm).toBeUndefined()
    disposePages()
  })
})

describe('createPageWiring: the wallet session', () => {
  test('behavior: given the session, the support form sends through it and switches its chain', async () => {
    const h = createPagesHarness()
    await h.connect()
    const { sendTransaction: _, ...services } = h.services
    const wired = createPageWiring({ ...services, session: h.connection })
    if (!wired.supportForm) throw new Error('no support form wiring')
    const form = runMachine(supportForm, initialSupportForm(), wired.supportForm.handlers)
    form.send({ type: 'chainSwitchRequested', chainId: 5 })
    await new Promise<void>((resolve) => {
      const check = () => form.getSnapshot().chainSwitch?.status === 'idle' && resolve()
      form.subscribe(check)
      check()
    })
    expect(h.wallet.chainId).toBe(5)
    disposePages()
  })
})
