import { shortenAddress } from '../../domain/account/shortenAddress'
import { NOTE_STALLED_MESSAGE, type NoteRecordingState } from '../../domain/creators/noteRecording'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address } from '../../domain/shared/hex'
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
  const note = state.claim.note !== ''
  switch (state.status) {
    case 'waiting':
      if (state.presence === 'signed-out' && note)
        return (
          <div className="cs-notice">
            <p>Sign in to leave your note on the Supporters wall. Signing is free and sends no transaction.</p>
            <ConnectPrompt label="Sign in to leave your note" />
          </div>
        )
      if (state.presence === 'other-account' && note)
        return (
          <p className="cs-notice" role="status">
            Your note can only be left by the account that sent this support
            {sender ? (
              <>
                , <code>{shortenAddress(sender)}</code>
              </>
            ) : null}
            : switch your wallet to it and sign in.
          </p>
        )
      return state.presence === 'signed-in' && !state.confirmed ? (
        <p className="cs-hint" role="status">
          Your {note ? 'note' : 'support'} goes on the Supporters wall once the transaction is confirmed.
        </p>
      ) : null
    case 'recording':
    case 'retrying':
      return (
        <p className="cs-hint" role="status">
          Adding your {note ? 'note' : 'support'} to the Supporters wall…
        </p>
      )
    case 'recorded':
      return (
        <p className="cs-hint" role="status">
          Your {note ? 'note is' : 'support is'} on the Supporters wall.
        </p>
      )
    case 'stalled':
      return <Failed message={NOTE_STALLED_MESSAGE} onRetry={onRetry} />
    case 'failed':
      // The page still shows the visitor signed in, so no connect prompt opens: the wallet signs in again here.
      if (state.code === 'unauthenticated' && signIn)
        return (
          <div>
            <p className="cs-error-text" role="alert">
              Your note could not be recorded: {state.message}
            </p>
            <StudioSessionRenewal signIn={signIn} onSignedIn={onRetry} label="Sign in again and leave your note" />
          </div>
        )
      return <Failed message={`Your note could not be recorded: ${state.message}`} onRetry={onRetry} />
    case 'skipped':
      return null
    default:
      return assertNever(state)
  }
}

function Failed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="cs-page-actions">
      <p className="cs-error-text" role="alert">
        {message}
      </p>
      <button type="button" className="cs-button cs-button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
