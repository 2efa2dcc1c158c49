import { errorText } from '../errorText'
import { useStore } from '../hooks/useStore'
import { errors } from '../i18n/en/errors'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { type SignInFlow, useServices } from '../servicesContext'

const PROGRESS = { signing: 'studio.renewal.signing', verifying: 'studio.renewal.verifying' } as const

/**
 * After a save found the session ended (product rules: "Studio": nothing typed is lost): signs in again with the
 * connected wallet, in place, then saves again; the save's own answer says whether it worked. The creator page uses it
 * the same way for a supporter's note (`label` says what is done after; "Sign in again and save" by default).
 */
export function StudioSessionRenewal({
  signIn,
  onSignedIn,
  label,
}: {
  signIn: SignInFlow
  onSignedIn(): void
  label?: string
}) {
  const { auth } = useServices()
  const t = useT(studio)
  const te = useT(errors)
  const dialog = useStore(signIn.dialog)
  const busy = dialog.status !== 'idle'
  const again = async () => {
    if (busy) return
    signIn.prepare()
    await signIn.signIn()
    // Declined in the wallet or refused by the server: the message (if any) says so; asking the server again would
    // only be refused once more.
    if (auth.getSnapshot().status === 'authenticated') onSignedIn()
  }
  return (
    <p className="cs-page-actions">
      <button type="button" className="cs-button" aria-disabled={busy || undefined} onClick={() => void again()}>
        {label ?? t('studio.renewal.signIn')}
      </button>
      {dialog.status === 'idle' ? (
        dialog.failure && (
          <span className="cs-error-text" role="alert">
            {errorText(te, dialog.failure)}
          </span>
        )
      ) : (
        <span role="status">{t(PROGRESS[dialog.status])}</span>
      )}
    </p>
  )
}
