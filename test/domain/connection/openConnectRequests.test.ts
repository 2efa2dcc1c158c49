import { describe, expect, test } from 'vitest'
import { OpenConnectRequests } from '../../../src/domain/connection/openConnectRequests'
import { FakeWalletConnector } from '../../support/fakeWalletConnector'
import { ALICE } from './testChains'

describe('OpenConnectRequests', () => {
  test('default: nothing open', () => {
    expect(
      new OpenConnectRequests().find(
        'metaMask',
        new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 }),
      ),
    ).toBeUndefined()
  })

  test('behavior: a request is found until its wallet answers, with the pairing uri it announced', async () => {
    const requests = new OpenConnectRequests()
    const wallet = new FakeWalletConnector({ id: 'walletConnect', accounts: [ALICE], chainId: 1, uri: 'wc:pair@2' })
    const approve = wallet.holdNext('connect')
    const request = requests.send('walletConnect', wallet)
    expect(wallet.prompts).toBe(1)
    expect(requests.find('walletConnect', wallet)).toBe(request)
    expect(request.uri).toBe('wc:pair@2')
    approve()
    await expect(request.answer).resolves.toMatchObject({ accounts: [ALICE] })
    expect(requests.find('walletConnect', wallet)).toBeUndefined()
    expect(wallet.events$.observed).toBe(false)
  })

  test("behavior: a connector replaced under the same id (announced again) does not join the old one's request", () => {
    const requests = new OpenConnectRequests()
    const old = new FakeWalletConnector({ id: 'io.rabby', accounts: [ALICE], chainId: 1 })
    old.holdNext('connect')
    requests.send('io.rabby', old)
    const announced = new FakeWalletConnector({ id: 'io.rabby', accounts: [ALICE], chainId: 1 })
    expect(requests.find('io.rabby', announced)).toBeUndefined()
    announced.holdNext('connect')
    requests.send('io.rabby', announced)
    // Only one request per wallet is kept: the replaced connector's is no longer listened to.
    expect(old.events$.observed).toBe(false)
  })

  test('behavior: a connector that throws instead of rejecting fails the answer and is forgotten', async () => {
    const requests = new OpenConnectRequests()
    const wallet = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    wallet.connect = () => {
      throw new Error('boom')
    }
    const request = requests.send('metaMask', wallet)
    await expect(request.answer).rejects.toThrow('boom')
    expect(requests.find('metaMask', wallet)).toBeUndefined()
    expect(wallet.events$.observed).toBe(false)
  })

  test('behavior: clear forgets every request and stops listening; a later answer changes nothing', async () => {
    const requests = new OpenConnectRequests()
    const wallet = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const approve = wallet.holdNext('connect')
    const request = requests.send('metaMask', wallet)
    requests.clear()
    expect(requests.find('metaMask', wallet)).toBeUndefined()
    expect(wallet.events$.observed).toBe(false)
    approve()
    await request.answer
    expect(requests.find('metaMask', wallet)).toBeUndefined()
  })
})
