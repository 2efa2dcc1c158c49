import type { SessionEvent, WalletSession } from './walletSession'

/**
 * The session event a state change makes (product rules: "Modals close on connect and disconnect"): `connect` when a
 * wallet becomes connected, `disconnect` when a connected one goes, nothing otherwise (account or chain changes,
 * progress while connecting).
 * @example sessionEvent({ status: 'connecting', walletId: 'w' }, connected) // 'connect'
 */
export function sessionEvent(before: WalletSession, after: WalletSession): SessionEvent | undefined {
  if (before.status !== 'connected' && after.status === 'connected') return 'connect'
  if (before.status === 'connected' && after.status !== 'connected') return 'disconnect'
  return undefined
}
