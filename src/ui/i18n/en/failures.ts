import { defineMessages } from '../defineMessages'

/**
 * The errors area's messages of the creators API's failures, apart so that the first load does not carry their
 * English (they are shown by the creator and studio pages, src/ui/failureText.ts). Other languages keep them in their
 * errors area.
 */
export const failures = defineMessages({
  // A failed creators API call: what failed ("errors.action.*"), then why (the code's message), composed by
  // "errors.failed". The causes follow the colon, so in English they start in lower case.
  'errors.failed': '{action}: {cause}',
  'errors.action.load-profile': 'Could not load your profile',
  'errors.action.save-profile': 'Could not save your profile',
  'errors.action.load-notes': 'Could not load the notes',
  'errors.action.load-totals': 'Could not load the totals',
  'errors.action.hide-note': 'Could not hide this note',
  'errors.action.show-note': 'Could not show this note',
  'errors.action.record-note': 'Your note could not be recorded',
  'errors.unauthenticated': 'your session ended. Sign in again, then try again.',
  'errors.not-owner': 'only the account that owns this page can change it.',
  'errors.forbidden-origin': 'the server refused a request from this page. Reload it, then try again.',
  'errors.store-unavailable': 'the server could not reach its storage. Try again in a moment.',
  'errors.rate-limited': 'too many changes in a short time. Wait a minute, then try again.',
  'errors.timeout': 'the server did not answer in time. Try again.',
  'errors.network-error': 'the server could not be reached. Check your connection and try again.',
  'errors.bad-response': 'the server answered with something unexpected. Try again later.',
  'errors.invalid-profile': 'the server refused some fields; see the messages next to them.',
  'errors.invalid-request': 'the server refused the request. Reload the page, then try again.',
  'errors.tx-pending': 'the transaction is not confirmed yet. Try again in a moment.',
  'errors.tx-mismatch': 'this transaction cannot carry a note.',
  'errors.tx-mismatch.unconfigured-chain': 'the transaction is on a network this app does not serve.',
  'errors.tx-mismatch.another-recipient': 'the transaction was not sent to this creator.',
  'errors.tx-mismatch.another-sender': 'the transaction was sent from another account than the one signed in.',
  'errors.tx-mismatch.failed': 'the transaction failed.',
  'errors.tx-mismatch.zero-value': 'the transaction carries no value.',
  'errors.tx-mismatch.token-not-accepted': 'the transaction transfers no token accepted on this network.',
  'errors.already-recorded': 'a note is already recorded for this transaction.',
  'errors.rpc-unavailable': 'the server cannot reach the blockchain right now. Try again in a moment.',
  'errors.not-found': 'the server could not find what this page asked for. Reload the page, then try again.',
  'errors.internal': 'the server ran into a problem. Try again later.',
})
