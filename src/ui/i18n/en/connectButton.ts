import { defineMessages } from '../defineMessages'

/**
 * The connect area's messages drawn on the first load (the connect, chain and account buttons and what stands in for
 * them): a module of their own, so the first load does not carry the connect modal's messages.
 */
export const connectButton = defineMessages({
  'connect.button.label': 'Connect Wallet',
  'connect.button.wrongNetwork': 'Wrong network',
  'connect.button.pending': ', transaction pending',
  'connect.widget.failed': 'The wallet sign-in could not be shown.',
  'connect.widget.reload': 'Reload the page',
  'connect.widget.modalFailed': 'The wallet dialog could not be loaded. Check your connection and try again.',
})
