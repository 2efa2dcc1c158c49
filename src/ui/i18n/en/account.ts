import { defineMessages } from '../defineMessages'
import { accountPages } from './accountPages'

/**
 * The account modal, recent transactions, the Switch Networks modal, wrong network and the studio's transactions; the
 * first load's pages are a module of their own (accountPages), so this English loads with the modals.
 */
export const account = defineMessages({
  ...accountPages,
  'account.modal.explorer': 'View more on Explorer',
  'account.actions.copy': 'Copy Address',
  'account.actions.copied': 'Copied!',
  'account.actions.disconnect': 'Disconnect',
  'account.recent.title': 'Recent Transactions',
  'account.recent.clearAll': 'Clear All',
  'account.recent.empty': 'Your transactions will appear here…',
  'account.tx.pending': 'Pending',
  'account.tx.confirmed': 'Confirmed',
  'account.tx.failed': 'Failed',
  'account.chain.title': 'Switch Networks',
  'account.chain.connected': 'Connected',
  'account.chain.confirm': 'Confirm in Wallet',
  'account.wrongNetwork.title': 'Wrong network.',
  'account.wrongNetwork.body':
    'Your wallet is on a network this site does not support. Switch to {chains} to {action}.',
  'account.wrongNetwork.switchTo': 'Switch to {chain}',
  'account.studioTxs.title': 'Your transactions',
  'account.studioTxs.empty': 'Nothing sent from this account yet. {link} to support.',
  'account.studioTxs.findCreator': 'Find a creator',
})
