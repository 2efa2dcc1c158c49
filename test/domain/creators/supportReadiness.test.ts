import { describe, expect, test } from 'vitest'
import { supportReadiness } from '../../../src/domain/creators/supportReadiness'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

describe('supportReadiness', () => {
  test('default: a connected wallet on a configured chain is ready, with its account and chain', () => {
    expect(
      supportReadiness(
        {
          status: 'connected',
          walletId: 'w',
          address: ADDRESS,
          chain: { id: 5, unsupported: false },
          canSwitchChain: true,
        },
        CREATOR,
      ),
    ).toEqual({
      status: 'ready',
      address: ADDRESS,
      chainId: 5,
    })
  })

  test('behavior: an unsupported chain is the wrong network', () => {
    expect(
      supportReadiness(
        {
          status: 'connected',
          walletId: 'w',
          address: ADDRESS,
          chain: { id: 10, unsupported: true },
          canSwitchChain: true,
        },
        CREATOR,
      ),
    ).toEqual({
      status: 'wrong-network',
      chainId: 10,
    })
  })

  test('behavior: no wallet, or one on its way', () => {
    expect(supportReadiness({ status: 'disconnected' }, CREATOR)).toEqual({ status: 'disconnected' })
    expect(supportReadiness({ status: 'reconnecting' }, CREATOR)).toEqual({ status: 'loading' })
    expect(supportReadiness({ status: 'connecting', walletId: 'w' }, CREATOR)).toEqual({ status: 'loading' })
  })

  test("behavior: the creator's own account (any letter case) has nobody to send to, whatever the chain", () => {
    for (const unsupported of [false, true]) {
      const session = {
        status: 'connected' as const,
        walletId: 'w',
        address: CREATOR.toLowerCase() as `0x${string}`,
        chain: { id: 1, unsupported },
        canSwitchChain: true,
      }
      expect(supportReadiness(session, CREATOR)).toEqual({ status: 'own-page' })
    }
  })
})
