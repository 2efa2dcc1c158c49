import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { applyConnectorEvent } from '../../../src/domain/connection/applyConnectorEvent'
import type { ConnectorEvent } from '../../../src/ports/walletConnector'
import { addressArb, chainIdArb, walletSessionArb } from './arbitraries'
import { CONFIGURED_CHAINS } from './testChains'

const chainArb = fc.record({ id: chainIdArb, unsupported: fc.boolean() })
const eventArb: fc.Arbitrary<ConnectorEvent> = fc.oneof(
  fc.constant({ type: 'connecting' } as const),
  fc.constant({ type: 'disconnect' } as const),
  fc.record({ type: fc.constant('message' as const), uri: fc.string() }),
  fc.record({
    type: fc.constant('connect' as const),
    accounts: fc.array(addressArb, { maxLength: 2 }),
    chain: chainArb,
  }),
  fc.record(
    { type: fc.constant('change' as const), accounts: fc.array(addressArb, { maxLength: 2 }), chain: chainArb },
    { requiredKeys: ['type'] },
  ),
)

describe('applyConnectorEvent', () => {
  test('behavior: any event from any session yields a valid session, the same reference when unchanged', () => {
    fc.assert(
      fc.property(walletSessionArb, eventArb, (session, event) => {
        const next = applyConnectorEvent(session, event, CONFIGURED_CHAINS)
        if (isDeepStrictEqual(next, session)) expect(next).toBe(session)
        if (session.status !== 'connected') expect(next.status).toBe(session.status)
        const chainId = event.type === 'change' || event.type === 'connect' ? event.chain?.id : undefined
        if (
          next.status === 'connected' &&
          chainId !== undefined &&
          session.status === 'connected' &&
          chainId !== session.chain.id
        ) {
          expect(next.chain.unsupported).toBe(!CONFIGURED_CHAINS.some((c) => c.id === next.chain.id))
          // Any chain change ends a pending switch: the wallet's chain is known, the request is moot.
          expect(next.switching).toBeUndefined()
          expect(next.switchError).toBeUndefined()
        }
      }),
    )
  })
})
