import { defineMessages } from '../defineMessages'

/** The pages drawn on the first load: home, the visitor's account summary, not found, the page error (account area). */
export const accountPages = defineMessages({
  'account.summary.title': 'Your account',
  'account.summary.reconnecting': 'Reconnecting your wallet…',
  'account.summary.connectHint':
    'Connect your wallet with the “{button}” button at the top to see your address, name and balance here.',
  'account.summary.name': 'Name',
  'account.summary.noName': 'No ENS name',
  'account.summary.address': 'Address',
  'account.summary.balance': 'Balance',
  'account.summary.wrongNetwork': 'Wrong network: switch to a supported network to see your balance',
  'account.summary.balanceOn': '{balance} on {chain}',
  'account.summary.balanceUnavailable': 'Balance unavailable right now',
  'account.summary.creatorPage': 'Your creator page',
  'account.summary.studio': 'Open your studio',
  'account.home.title': 'Support creators straight from your wallet',
  'account.home.lead':
    '{appName} gives every creator a page at their Ethereum address or ENS name. Visitors send support in ETH directly to the creator — no platform in between, no account to create. Creators sign in with the same wallet to open their studio and see what they sent.',
  'account.page.loading': 'Loading…',
  'account.page.home': 'Go to the home page',
  'account.notFound.title': 'Page not found',
  'account.notFound.body': 'There is nothing at {path}.',
  'account.pageError.title': 'Something went wrong',
  'account.pageError.message': 'This page could not be loaded.',
  'account.pageError.reload': 'Reload the page',
})
