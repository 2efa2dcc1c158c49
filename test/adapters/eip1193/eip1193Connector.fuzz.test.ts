import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { Eip1193Connector } from '../../../src/adapters/eip1193/eip1193Connector'
import { DEFAULT_NATIVE_CURRENCY } from '../../../src/domain/chains/chain'
import { ERROR_MESSAGES } from '../../../src/domain/errors/errorCatalogue'

const CHAINS = [{ id: 1, name: 'Ethereum', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: [] }]
const CODES = new Set([...Object.keys(ERROR_MESSAGES), 'chain-not-configured'])

/** A wallet whose every answer is the given value, or a rejection with it. */
function oddWallet(value: unknown, rejects: boolean) {
  return {
    request: async () => {
      if (rejects) throw value
      return value
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
}

describe('Eip1193Connector (property)', () => {
  test('behavior: whatever a wallet answers or throws, every call settles with a result or a catalogue BaseError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.boolean(), fc.integer({ min: 0, max: 4 }), async (value, rejects, action) => {
        const provider = oddWallet(value, rejects)
        const connector = new Eip1193Connector({ id: 'x', name: 'X', chains: CHAINS, getProvider: () => provider })
        const calls = [
          () => connector.connect(),
          () => connector.reconnect(),
          () => connector.switchChain!(1),
          () => connector.signMessage({ address: '0x0000000000000000000000000000000000000001', message: 'm' }),
          () =>
            connector.sendTransaction({
              from: '0x0000000000000000000000000000000000000001',
              to: '0x0000000000000000000000000000000000000002',
              value: 1n,
              chainId: 1,
            }),
        ]
        const outcome = await calls[action]!().then(
          () => undefined,
          (err: unknown) => err,
        )
        if (outcome !== undefined) {
          expect(outcome).toBeInstanceOf(Error)
          expect(CODES.has((outcome as { code: string }).code)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})
