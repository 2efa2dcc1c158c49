import { getAddress } from 'viem'
import { createSignInFlow, type SignInFlowDeps } from '../../src/app/createSignInFlow'
import { startSignIn } from '../../src/app/signInWiring'
import type { AuthService } from '../../src/domain/auth/authService'
import type { SignInRequest } from '../../src/domain/auth/signInDialogState'
import type { ChecksumAddress } from '../../src/domain/auth/siweFields'
import type { Hex } from '../../src/domain/shared/hex'
import type { AuthApi } from '../../src/ports/authApi'

/** A sign-in as a test asks for it: who and for which page, and how the wallet signs this time. */
export type TestSignInRequest = SignInRequest & { sign: (message: string) => Promise<Hex> }

/**
 * The app's sign-in step (machine and wiring, src/app/signInWiring.ts) over `auth` and `api`, signing with the signer
 * of the request under way (a wallet that answers per test).
 */
export function signInSteps(
  auth: AuthService,
  api: AuthApi,
  {
    now = () => Date.now(),
    statement,
    loadChecksum = async () => getAddress,
  }: { now?: () => number; statement?: string; loadChecksum?: () => Promise<ChecksumAddress> } = {},
) {
  let signer: (message: string) => Promise<Hex> = () => Promise.reject(new Error('no sign-in under way'))
  const steps = startSignIn({ api, auth, now, statement, loadChecksum, sign: ({ message }) => signer(message) })
  return {
    dialog: steps.dialog,
    machine: steps.machine,
    prepare: () => steps.prepare(),
    signIn: ({ sign, ...request }: TestSignInRequest): Promise<void> => {
      if (steps.dialog.getSnapshot().status === 'idle') signer = sign
      return steps.signIn(request)
    },
  }
}

/**
 * The app's sign-in flow as the UI harnesses use it: for the page http://localhost:8080, with addresses taken as they
 * come (the harnesses' wallets give checksummed ones).
 */
export function harnessSignInFlow(deps: Pick<SignInFlowDeps, 'auth' | 'api' | 'wallet'>) {
  return createSignInFlow({ ...deps, origin: 'http://localhost:8080', loadChecksum: async () => (a) => a })
}
