import { describe, expect, test } from 'vitest'
import { createSendTransaction } from '../../src/app/createSendTransaction'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import { hasCode } from '../../src/domain/errors/baseError'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { MemoryKeyValueStore } from '../support/memoryKeyValueStore'
import { CHAINS, FakeConnector } from '../ui/support/modalHarness'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

async function setup(chainId = 1) {
  const connector = new FakeConnector(chainId)
  const directory = new FakeWalletDirectory([connector], { options: [] })
  const wallet = new ConnectionService({ directory, store: new MemoryKeyValueStore(), chains: CHAINS })
  return { connector, wallet, send: createSendTransaction({ wallet }) }
}

describe('createSendTransaction', () => {
  test("default: sends through the connected wallet's connector and resolves to the hash", async () => {
    const { connector, wallet, send } = await setup()
    await wallet.connect(connector.id)
    const hash = await send({ from: FROM, to: TO, value: 10n, chainId: 1 })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(connector.sent).toEqual([{ from: FROM, to: TO, value: 10n, chainId: 1 }])
  })

  test('behavior: not connected is a missing-argument error and nothing is sent', async () => {
    const { connector, send } = await setup()
    await expect(send({ from: FROM, to: TO, value: 1n, chainId: 1 })).rejects.toSatisfy((err) =>
      hasCode(err, 'missing-argument'),
    )
    expect(connector.sent).toEqual([])
  })

  test("behavior: a request for another account or chain than the wallet's is refused", async () => {
    const { connector, wallet, send } = await setup()
    await wallet.connect(connector.id)
    await expect(send({ from: TO, to: TO, value: 1n, chainId: 1 })).rejects.toSatisfy((err) =>
      hasCode(err, 'session-changed'),
    )
    await expect(send({ from: FROM, to: TO, value: 1n, chainId: 5 })).rejects.toSatisfy((err) =>
      hasCode(err, 'session-changed'),
    )
    expect(connector.sent).toEqual([])
  })

  test('behavior: a rejection in the wallet stays user-rejected; other failures are send-failed', async () => {
    const { connector, wallet, send } = await setup()
    await wallet.connect(connector.id)
    connector.sendMode = 'reject'
    await expect(send({ from: FROM, to: TO, value: 1n, chainId: 1 })).rejects.toSatisfy((err) =>
      hasCode(err, 'user-rejected'),
    )
    connector.sendMode = 'fail'
    await expect(send({ from: FROM, to: TO, value: 1n, chainId: 1 })).rejects.toSatisfy((err) =>
      hasCode(err, 'send-failed'),
    )
  })
})
