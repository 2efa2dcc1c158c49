import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { fakeMainnetHandlers } from './fakeMainnetRpc'
import { recordRpcPosts } from './rpcRequestLog'

/**
 * msw serves mainnet (it cannot run here) for the enclosing describe only, so the anvil tests never meet it.
 * Unhandled requests go to the real network: a closed local port gives a real "connection refused".
 */
export function useMockMainnet(): { server: SetupServer; log: ReturnType<typeof recordRpcPosts> } {
  const server = setupServer(...fakeMainnetHandlers())
  const log = recordRpcPosts(server)
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
  beforeEach(() => log.clear())
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    log.stop()
    server.close()
  })
  return { server, log }
}
