import type { Chain } from '../../../src/domain/chains/chain'
import { describe, expect, test } from 'vitest'
import { sessionTransition, type SessionTransitionEvent } from '../../../src/domain/connection/sessionTransition'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { ALICE, CONFIGURED_CHAINS } from './testChains'

/** One step of the machine, as { state, effects } (what these assertions read). */
function step(session: WalletSession, event: SessionTransitionEvent, chains: readonly Chain[]) {
  const [state, effects] = sessionTransition(chains)(session, event)
  return { state, effects }
}

const connected: WalletSession = {
  status: 'connected',
  walletId: 'metaMask',
  address: ALICE,
  chain: { id: 1, unsupported: false },
  canSwitchChain: true,
}
const apply = (session: WalletSession, event: SessionTransitionEvent) => step(session, event, CONFIGURED_CHAINS)

describe('sessionTransition', () => {
  test('default: a connect starts by forgetting the last wallet, and a prompt that connects remembers the new one', () => {
    const started = apply({ status: 'disconnected' }, { type: 'connectStarted', walletId: 'metaMask' })
    expect(started).toEqual({
      state: { status: 'connecting', walletId: 'metaMask' },
      effects: [{ type: 'forgetWallet' }],
    })
    const result = { accounts: [ALICE], chain: { id: 137, unsupported: false } }
    expect(
      apply(started.state, {
        type: 'connectAnswered',
        walletId: 'metaMask',
        result,
        remember: true,
        canSwitchChain: false,
      }),
    ).toEqual({
      state: { ...connected, chain: { id: 137, unsupported: true }, canSwitchChain: false },
      effects: [{ type: 'rememberWallet', walletId: 'metaMask' }],
    })
  })

  test('behavior: an answer without accounts is a rejection; an invalid account a failure', () => {
    const chain = { id: 1, unsupported: false }
    const answer = (accounts: readonly `0x${string}`[]) =>
      apply(
        { status: 'connecting', walletId: 'w' },
        {
          type: 'connectAnswered',
          walletId: 'w',
          result: { accounts, chain },
          remember: true,
          canSwitchChain: true,
        },
      )
    expect(answer([])).toMatchObject({ state: { error: { code: 'user-rejected' } }, effects: [{ type: 'endAttempt' }] })
    expect(answer(['0x12'])).toMatchObject({
      state: { error: { code: 'connect-failed' } },
      effects: [{ type: 'endAttempt' }],
    })
  })

  test('behavior: ended leaves a plain disconnected state as it is; a disconnect forgets the wallet', () => {
    const plain: WalletSession = { status: 'disconnected' }
    expect(apply(plain, { type: 'sessionEnded', forget: false }).state).toBe(plain)
    expect(apply(connected, { type: 'sessionEnded', forget: true })).toEqual({
      state: { status: 'disconnected' },
      effects: [{ type: 'endAttempt' }, { type: 'forgetWallet' }],
    })
  })
})
