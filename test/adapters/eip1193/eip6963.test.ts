import { describe, expect, test } from 'vitest'
import { discoverEip6963Providers, type Eip6963ProviderDetail } from '../../../src/adapters/eip1193/eip6963'

const provider = () => ({ request: async () => null, on: () => undefined, removeListener: () => undefined })
const info = (rdns: string, name = rdns, uuid = `${rdns}-uuid`) => ({
  uuid,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns,
})

function announce(target: EventTarget, detail: unknown): void {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

/** A wallet that announces itself on load and on every request, as EIP-6963 wallets do. */
function installWallet(target: EventTarget, detail: Eip6963ProviderDetail): void {
  announce(target, detail)
  target.addEventListener('eip6963:requestProvider', () => announce(target, detail))
}

describe('discoverEip6963Providers', () => {
  test('default: wallets loaded before discovery announce on request, later ones on load', () => {
    const target = new EventTarget()
    const early = { info: info('io.metamask', 'MetaMask'), provider: provider() }
    installWallet(target, early)
    const discovery = discoverEip6963Providers(target)
    expect(discovery.getSnapshot()).toEqual([early])
    const late = { info: info('io.rabby', 'Rabby'), provider: provider() }
    installWallet(target, late)
    expect(discovery.getSnapshot().map((d) => d.info.name)).toEqual(['MetaMask', 'Rabby'])
  })

  test('behavior: deduplicated by rdns, the latest announcement replaces in place', () => {
    const target = new EventTarget()
    const discovery = discoverEip6963Providers(target)
    const first = { info: info('io.metamask', 'MetaMask', 'a'), provider: provider() }
    const second = { info: info('io.metamask', 'MetaMask 2', 'b'), provider: provider() }
    announce(target, first)
    announce(target, { info: info('io.rabby'), provider: provider() })
    announce(target, second)
    const list = discovery.getSnapshot()
    expect(list.map((d) => d.info.rdns)).toEqual(['io.metamask', 'io.rabby'])
    expect(list[0]?.provider).toBe(second.provider)
  })

  test('behavior: a repeated identical announcement does not notify', () => {
    const target = new EventTarget()
    const discovery = discoverEip6963Providers(target)
    const detail = { info: info('io.metamask'), provider: provider() }
    let notified = 0
    discovery.subscribe(() => notified++)
    const baseline = notified
    announce(target, detail)
    const before = discovery.getSnapshot()
    announce(target, detail)
    discovery.request()
    expect(discovery.getSnapshot()).toBe(before)
    expect(notified - baseline).toBe(1)
  })

  test.each([
    ['no detail', undefined],
    ['no provider', { info: info('x.y') }],
    ['a provider without request', { info: info('x.y'), provider: {} }],
    ['no rdns', { info: { uuid: 'u', name: 'n', icon: '' }, provider: provider() }],
    ['an empty name', { info: info('x.y', ' '), provider: provider() }],
    [
      'a throwing getter',
      {
        get info() {
          throw new Error('nope')
        },
        provider: provider(),
      },
    ],
  ])('behavior: an announcement with %s is ignored', (_name, detail) => {
    const target = new EventTarget()
    const discovery = discoverEip6963Providers(target)
    announce(target, detail)
    expect(discovery.getSnapshot()).toEqual([])
  })

  test('behavior: destroy stops listening', () => {
    const target = new EventTarget()
    const discovery = discoverEip6963Providers(target)
    discovery.destroy()
    announce(target, { info: info('io.metamask'), provider: provider() })
    expect(discovery.getSnapshot()).toEqual([])
  })
})
