import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { useServices, type SignInFlow } from '../servicesContext'

const BUTTON_LABEL = { idle: 'Sign message', signing: 'Waiting for signature...', verifying: 'Verifying signature...' } as const

/**
 * SPEC 2/4: the step shown while unauthenticated. The nonce is fetched as it opens; the domain's signInDialog
 * machine (inside the auth service) gives the state and the error messages. Cancel disconnects the wallet.
 */
export function SignInStep({ appName, signIn }: { appName: string; signIn: SignInFlow }) {
  const { wallet } = useServices()
  const dialog = useStore(signIn.dialog)
  useEffect(() => signIn.prepare(), [signIn])
  const busy = dialog.status !== 'idle'
  return (
    <div className="cs-sign-in">
      <p className="cs-muted cs-center">
        To finish connecting to {appName}, you must sign a message in your wallet to verify that you are the owner of this
        account.
      </p>
      {dialog.status === 'idle' && dialog.errorMessage && (
        <p className="cs-error cs-center" role="alert">{dialog.errorMessage}</p>
      )}
      <div className="cs-actions cs-actions-stack">
        <button type="button" className="cs-action cs-action-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void signIn.signIn()}>
          {BUTTON_LABEL[dialog.status]}
        </button>
        <button type="button" className="cs-action cs-action-link" onClick={() => void wallet.disconnect()}>
          Cancel
        </button>
      </div>
    </div>
  )
}
