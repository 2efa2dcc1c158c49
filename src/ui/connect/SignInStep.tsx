import { useEffect } from 'react'
import { ChainSwitchPanel } from '../chain/ChainSwitchPanel'
import { useStore } from '../hooks/useStore'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices, type SignInFlow } from '../servicesContext'
import { connect } from '../i18n/en/connect'
import { errors } from '../i18n/en/errors'
import { useT } from '../i18n/useT'
import { errorText } from '../errorText'
import { useWalletToConfirm } from './useWalletToConfirm'

const BUTTON_LABEL = {
  idle: 'connect.signIn.sign',
  signing: 'connect.signIn.signing',
  verifying: 'connect.signIn.verifying',
} as const

/** The step stays open through a switch: once the chain is supported the sign button replaces the chain list. */
const STAY_OPEN = () => {}

/**
 * product rules: "Connect modal", "Sign-in dialog": the step shown while unauthenticated. The nonce is fetched as it
 * opens; the domain's signInDialog machine (run by the app's signInWiring) gives the state and the failure's code.
 * Cancel disconnects the wallet, also while signing or verifying (the way out of a wallet that does not answer): the
 * service then drops the attempt. On an unsupported chain the server refuses sign-in: the step shows the wrong-network
 * note, the configured chains to switch to and Disconnect instead of the sign button.
 */
export function SignInStep({ appName, signIn }: { appName: string; signIn: SignInFlow }) {
  const { wallet } = useServices()
  const t = useT(connect)
  const te = useT(errors)
  const session = useWalletSession()
  const dialog = useStore(signIn.dialog)
  useEffect(() => signIn.prepare(), [signIn])
  const busy = dialog.status !== 'idle'
  // On a phone, a WalletConnect wallet's request waits in its app: a link brings it to the front (a fresh tap).
  const confirmIn = useWalletToConfirm(dialog.status === 'signing')
  const wrongNetwork = session.status === 'connected' && session.chain.unsupported ? session : undefined
  return (
    <div className="cs-sign-in">
      <p className="cs-muted cs-center">{t('connect.signIn.intro', { appName })}</p>
      {wrongNetwork ? (
        // Keyed by chain: a move to another unsupported chain starts a fresh switch view.
        <ChainSwitchPanel key={wrongNetwork.chain.id} session={wrongNetwork} onDone={STAY_OPEN} />
      ) : (
        <>
          {dialog.status === 'idle' && dialog.failure && (
            <p className="cs-error cs-center" role="alert">
              {errorText(te, dialog.failure)}
            </p>
          )}
          <div className="cs-actions cs-actions-stack">
            <button
              type="button"
              className="cs-action cs-action-primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void signIn.signIn()}
            >
              {t(BUTTON_LABEL[dialog.status])}
            </button>
            {confirmIn && (
              <a className="cs-action cs-action-link" href={confirmIn.href}>
                {t('connect.mobile.confirmIn', { wallet: confirmIn.name })}
              </a>
            )}
            <button type="button" className="cs-action cs-action-link" onClick={() => void wallet.disconnect()}>
              {t('connect.signIn.cancel')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
