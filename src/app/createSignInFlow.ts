import type { AuthService } from '../domain/auth/authService'
import type { ChecksumAddress } from '../domain/auth/siweFields'
import type { WalletSessionService } from '../domain/connection/walletSession'
import type { SignInFlow } from '../ui/servicesContext'

export type SignInFlowDeps = {
  auth: AuthService
  wallet: WalletSessionService
  /** The page's origin, e.g. http://localhost:8080 (the message's URI; its host is the message's domain). */
  origin: string
  /** Loads the chain library's EIP-55 checksum (it stays out of the first page load). */
  loadChecksum: () => Promise<ChecksumAddress>
}

/** The sign-in step's actions bound to the connected wallet: personal_sign through the session service. */
export function createSignInFlow(
  { auth, wallet, origin, loadChecksum }: SignInFlowDeps,
  checksum: { current?: ChecksumAddress },
): SignInFlow {
  return {
    dialog: auth.dialog,
    prepare: () => auth.prepare(),
    async signIn() {
      const session = wallet.getSnapshot()
      if (session.status !== 'connected') return
      checksum.current ??= await loadChecksum().catch(() => undefined)
      const { address, chain } = session
      const { host, protocol } = new URL(origin)
      await auth.signIn({
        address,
        chainId: chain.id,
        sign: async (message) => {
          const outcome = await wallet.signMessage({ address, message })
          if (outcome.status === 'signed') return outcome.signature
          // The sign-in machine tells a rejection from a failure by the error's code.
          throw outcome.error
        },
        domain: host,
        uri: origin,
        // EIP-4361: a message without a scheme is for https, so any other page says its own.
        scheme: protocol === 'https:' ? undefined : protocol.slice(0, -1),
      })
    },
  }
}
