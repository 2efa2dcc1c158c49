import { shortenAddress } from '../../domain/account/shortenAddress'
import type { NoteRecordingState } from '../../domain/support/noteRecording'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address } from '../../domain/shared/hex'
import { errorsWithFailures, failureText } from '../failureText'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { ConnectPrompt } from './ConnectPrompt'
import { StudioSessionRenewal } from './StudioSessionRenewal'

/**
 * Where the supporter's note stands (product rules: "Support notes"): waiting for the confirmation, an offer to sign
 * in (a note is recorded for the signed-in sender only), recording, recorded, or failed with a retry.
 */
export function NoteRecordingStatus({
  state,
  sender,
  onRetry,
}: {
  state: NoteRecordingState
  /** The account the support was sent from. */
  sender?: Address | undefined
  onRetry(): void
}) {
  const { signIn } = useServices()
  const t = useT(creators)
  const te = useT(errorsWithFailures)
  const note = state.claim.note !== ''
  switch (state.status) {
    case 'waiting':
      if (state.presence === 'signed-out' && note)
        return (
          <div className="cs-notice">
            <p>{t('creators.recording.signIn')}</p>
            <ConnectPrompt label={t('creators.recording.signInButton')} />
          </div>
        )
      if (state.presence === 'other-account' && note)
        return (
          <p className="cs-notice" role="status">
            {sender
              ? t.rich('creators.recording.otherAccountSender', { sender: <code>{shortenAddress(sender)}</code> })
              : t('creators.recording.otherAccount')}
          </p>
        )
      return state.presence === 'signed-in' && !state.confirmed ? (
        <p className="cs-hint" role="status">
          {t(note ? 'creators.recording.noteWaiting' : 'creators.recording.supportWaiting')}
        </p>
      ) : null
    case 'recording':
    case 'retrying':
      return (
        <p className="cs-hint" role="status">
          {t(note ? 'creators.recording.noteAdding' : 'creators.recording.supportAdding')}
        </p>
      )
    case 'recorded':
      return (
        <p className="cs-hint" role="status">
          {t(note ? 'creators.recording.noteRecorded' : 'creators.recording.supportRecorded')}
        </p>
      )
    case 'stalled':
      return <Failed message={t('creators.recording.stalled')} onRetry={onRetry} />
    case 'failed': {
      // The server's session ended: its own words; any other refusal by its cause.
      const ended = state.failure.cause.code === 'unauthenticated'
      const message = ended ? t('creators.recording.sessionEnded') : failureText(te, state.failure)
      // The page still shows the visitor signed in, so no connect prompt opens: the wallet signs in again here.
      if (ended && signIn)
        return (
          <div>
            <p className="cs-error-text" role="alert">
              {message}
            </p>
            <StudioSessionRenewal signIn={signIn} onSignedIn={onRetry} label={t('creators.recording.signInAgain')} />
          </div>
        )
      return <Failed message={message} onRetry={onRetry} />
    }
    case 'skipped':
      return null
    default:
      return assertNever(state)
  }
}

function Failed({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT(creators)
  return (
    <div className="cs-page-actions">
      <p className="cs-error-text" role="alert">
        {message}
      </p>
      <button type="button" className="cs-button cs-button-small" onClick={onRetry}>
        {t('creators.retry')}
      </button>
    </div>
  )
}
