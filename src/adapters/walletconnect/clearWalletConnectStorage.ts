import { WALLETCONNECT_DEEPLINK_KEY, walletConnectDeepLink } from '../../domain/wallets/walletConnectDeepLink'

/** The part of Web Storage WalletConnect's keys need (localStorage in the browser, a fake in tests). */
export type StorageLike = {
  readonly length: number
  key(index: number): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const SESSION_PREFIX = 'wc@2:'

/** localStorage when the browser allows it (it throws in some private modes), else undefined. */
export function browserStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage
  } catch {
    return undefined
  }
}

/**
 * Stores the mobile wallet app the visitor was sent to, where WalletConnect looks for it to reopen that app (product
 * rules: "Stored data"). Never throws: storage full or blocked, the wallet is simply not remembered.
 */
export function rememberWalletConnectDeepLink(
  storage: StorageLike | undefined,
  link: { href: string; name: string },
): void {
  const choice = walletConnectDeepLink({ connectorType: 'walletConnect', ...link })
  if (!storage || !choice) return
  try {
    storage.setItem(choice.key, JSON.stringify(choice.value))
  } catch {
    // Storage full or blocked.
  }
}

/**
 * Removes the stored WalletConnect session (every `wc@2:` key) and the deep-link choice, so the next visit neither
 * restores the old session nor jumps to the old wallet app. Never throws.
 */
export function clearWalletConnectStorage(storage: StorageLike | undefined): void {
  if (!storage) return
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null && (key.startsWith(SESSION_PREFIX) || key === WALLETCONNECT_DEEPLINK_KEY)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Storage that fails mid-way leaves at worst a stale session, which the SDK itself expires.
  }
}
