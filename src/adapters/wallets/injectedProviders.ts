import { isGenuineMetaMask, type ProviderFlags } from '../../domain/wallets/isGenuineMetaMask'
import { isEip1193Provider, type Eip1193Provider } from '../eip1193/eip1193Provider'
import type { InjectedFlag } from './curatedWallets'

/** window.ethereum, and every wallet behind it when several share it (the legacy `ethereum.providers` list). */
export type InjectedProviders = { ethereum: Eip1193Provider | undefined; all: readonly Eip1193Provider[] }

function read(value: unknown, key: string): unknown {
  try {
    return (value as Record<string, unknown> | null | undefined)?.[key]
  } catch {
    return undefined
  }
}

/** The injected providers of a window-like object; a missing or malformed window.ethereum is none. */
export function injectedProviders(win: unknown): InjectedProviders {
  const raw = read(win, 'ethereum')
  const ethereum = isEip1193Provider(raw) ? raw : undefined
  const list = read(raw, 'providers')
  const nested = Array.isArray(list) ? list.filter(isEip1193Provider) : []
  return { ethereum, all: nested.length > 0 ? nested : ethereum ? [ethereum] : [] }
}

/** True when the provider carries the wallet's flag; MetaMask only for a genuine MetaMask (not Brave, TokenPocket...). */
export function hasInjectedFlag(provider: Eip1193Provider, flag: InjectedFlag): boolean {
  try {
    if (flag === 'isMetaMask') return isGenuineMetaMask(provider as unknown as ProviderFlags)
    return read(provider, flag) === true
  } catch {
    return false
  }
}
