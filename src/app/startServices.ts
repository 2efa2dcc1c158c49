import type { Container } from 'inversify'
import { linkAuthToWallet } from './linkAuthToWallet'
import { resolve, TOKENS } from './tokens'

/**
 * Starts what runs on page load: auto-connect of the last wallet (product rules: "Auto-connect"), then the sign-in
 * session check. Reconnect goes first so the auth link never mistakes "not reconnected yet" for "no wallet" and signs
 * out.
 */
export function startServices(container: Container): () => void {
  const wallet = resolve(container, TOKENS.ConnectionService)
  const auth = resolve(container, TOKENS.AuthService)
  void wallet.reconnect()
  const unlink = linkAuthToWallet(wallet, auth)
  void auth.start()
  return unlink
}
