import type { AuthState } from '../../domain/auth/authStatus'
import type { AuthSession } from '../../domain/auth/session'
import { assertNever } from '../../domain/shared/assertNever'
import { AccountDataBoundary } from '../data/AccountDataBoundary'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'
import { ConnectPrompt } from './ConnectPrompt'
import { StudioProfile } from './StudioProfile'
import { StudioSession } from './StudioSession'
import { StudioSupportReceived } from './StudioSupportReceived'
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
        The studio is where a creator edits their public page (name, bio, links, suggested amounts), reads the notes
        supporters left and hides any of them, and sees what they received; it also shows your session and the support
        you sent. It is only for signed-in visitors: connect your wallet and sign a message that proves the account is
        yours. Signing is free and sends no transaction.
      </p>
      <ConnectPrompt label="Sign in with your wallet" />
    </section>
  )
}

/**
 * The signed-in account's own studio: everything here is about `session.address`, so another account sees its own
 * (the components are keyed by the address: a new account gets fresh state, never the last one's).
 */
function SignedIn({ session }: { session: AuthSession }) {
  const { creatorsApi } = useServices()
  return (
    <AccountDataBoundary>
      <StudioSession session={session} />
      {creatorsApi && <StudioProfile key={session.address} api={creatorsApi} address={session.address} />}
      {creatorsApi && <StudioSupportReceived key={session.address} api={creatorsApi} address={session.address} />}
      <StudioTransactions session={session} />
    </AccountDataBoundary>
  )
}
