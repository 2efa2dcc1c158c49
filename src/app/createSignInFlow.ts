import type { AuthService } from '../domain/auth/authService'
import { SIGN_IN_DIALOG_IDLE, type SignInDialogState } from '../domain/auth/signInDialogState'
import type { ChecksumAddress } from '../domain/auth/siweFields'
import type { WalletSessionService } from '../domain/connection/walletSession'
import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import { StateStore } from '../domain/shared/store'
import type { AuthApi } from '../ports/authApi'
import type { SignInFlow } from '../ui/servicesContext'
import type { SignInSteps } from './signInWiring'

export type SignInFlowDeps = {
  auth: AuthService
  api: AuthApi
  wallet: Pick<WalletSessionService, 'getSnapshot' | 'signMessage'>
  /** The page's origin, e.g. http://localhost:8080 (the message's URI; its host is the message's domain). */
  origin: string
  /** Loads the chain library's EIP-55 checksum (it stays out of the first page load). */
  loadChecksum: () => Promise<ChecksumAddress>
  now?: (() => number) | undefined
  /** The human sentence of the message. */
  statement?: string | undefined
}

/**
 * The sign-in step bound to the connected wallet (personal_sign through the session service). Its machine, the
 * message builder and their wiring (./signInWiring) load when the step opens or a sign-in starts, so none is on the
 * first page load; until then the step is idle, and a load that failed shows the generic failure (the next sign-in
 * loads again, a sign-out clears it).
 */
export function createSignInFlow({
  auth,
  api,
  wallet,
  origin,
  loadChecksum,
  now = Date.now,
  statement,
}: SignInFlowDeps): SignInFlow {
  const dialog = new StateStore<SignInDialogState>(SIGN_IN_DIALOG_IDLE)
  let steps: SignInSteps | undefined
  const load = memoizeUntilFailure(async (): Promise<SignInSteps> => {
    const { startSignIn } = await import('./signInWiring')
    steps ??= startSignIn({
      api,
      auth,
      loadChecksum,
      now,
      statement,
      sign: async ({ address, message }) => {
        const outcome = await wallet.signMessage({ address, message })
        if (outcome.status === 'signed') return outcome.signature
        // The sign-in machine tells a rejection from a failure by the error's code.
        throw outcome.error
      },
    })
    const started = steps
    dialog.set(started.dialog.getSnapshot())
    started.dialog.subscribe(() => dialog.set(started.dialog.getSnapshot()))
    return started
  })
  auth.events$.subscribe((event) => {
    if (event.type === 'signedOut' && !steps) dialog.set(SIGN_IN_DIALOG_IDLE)
  })
  return {
    dialog: { getSnapshot: dialog.getSnapshot, subscribe: dialog.subscribe },
    // A step that cannot load is tried again by signIn, which reports it.
    prepare: () =>
      void load().then(
        (loaded) => loaded.prepare(),
        () => undefined,
      ),
    async signIn() {
      const session = wallet.getSnapshot()
      if (session.status !== 'connected') return
      const loaded = await load().catch(() => undefined)
      if (!loaded) {
        if (dialog.getSnapshot().status === 'idle') dialog.set({ status: 'idle', failure: { code: 'unknown' } })
        return
      }
      const { host, protocol } = new URL(origin)
      await loaded.signIn({
        address: session.address,
        chainId: session.chain.id,
        domain: host,
        uri: origin,
        // EIP-4361: a message without a scheme is for https, so any other page says its own.
        scheme: protocol === 'https:' ? undefined : protocol.slice(0, -1),
      })
    },
  }
}
