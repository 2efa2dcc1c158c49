import type { AuthState } from '../auth/authStatus'
import type { Address } from '../shared/hex'
import type { NotePresence } from './noteRecording'

/**
 * The visitor's sign-in as a note's recording sees it: signed in as `from` (the account that sent the support, the
 * only one the server records its note for), as another account, signed out, or not known yet.
 * @example notePresenceOf({ status: 'unauthenticated' }, from) // 'signed-out'
 */
export function notePresenceOf(auth: AuthState, from: Address | undefined): NotePresence {
  if (auth.status === 'loading') return 'unknown'
  if (auth.status !== 'authenticated') return 'signed-out'
  const sender = from === undefined || auth.session.address.toLowerCase() === from.toLowerCase()
  return sender ? 'signed-in' : 'other-account'
}
