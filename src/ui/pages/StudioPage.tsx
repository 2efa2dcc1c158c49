import type { AuthState } from '../../domain/auth/authStatus'
import type { AuthSession } from '../../domain/auth/session'
import { assertNever } from '../../domain/shared/assertNever'
import { AccountDataBoundary } from '../data/AccountDataBoundary'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'
import { ConnectPrompt } from './ConnectPrompt'
import { StudioSession } from './StudioSession'
import { StudioTransactions } from './StudioTransactions'
import { useDocumentTitle } from './useDocumentTitle'

/** "/studio": for signed-in visitors only (auth state `authenticated`); everyone else is told why and offered sign-in. */
export function StudioPage() {
  const { auth } = useServices()
  const state = useStore(auth)
  useDocumentTitle('Studio')
  return (
    <div className="cs-page cs-studio">
      <h1>Studio</h1>
      <StudioContent state={state} />
    </div>
  )
}

function StudioContent({ state }: { state: AuthState }) {
  switch (state.status) {
    case 'off':
      return <p>Sign-in is turned off on this site, so the studio is not available.</p>
    case 'loading':
      return <p role="status">Checking whether you are signed in…</p>
    case 'unauthenticated':
      return <SignedOut />
    case 'authenticated':
      return <SignedIn session={state.session} />
    default:
      return assertNever(state)
  }
}

function SignedOut() {
  return (
    <section className="cs-card" aria-labelledby="studio-sign-in-title">
      <h2 id="studio-sign-in-title">Sign in to open your studio</h2>
      <p>
        The studio shows your session and the support you sent. It is only for signed-in visitors: connect your wallet
        and sign a message that proves the account is yours. Signing is free and sends no transaction.
      </p>
      <ConnectPrompt label="Sign in with your wallet" />
    </section>
  )
}

function SignedIn({ session }: { session: AuthSession }) {
  return (
    <AccountDataBoundary>
      <StudioSession session={session} />
      <StudioTransactions session={session} />
    </AccountDataBoundary>
  )
}
