import { defineMessages } from '../defineMessages'

/** The messages shown for error codes (wallet errors, sign-in, transactions): the browser shows the message for a code. */
export const errors = defineMessages({
  'errors.user-rejected': 'User rejected the request.',
  'errors.switch-chain': 'An error occurred when attempting to switch chain.',
  'errors.add-chain': 'An error occurred when attempting to add chain.',
  'errors.unknown-chain': 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  'errors.connector-not-found': 'Connector not found',
  'errors.resource-unavailable': 'A request is already pending in your wallet. Open your wallet to continue.',
  'errors.connect-failed': 'Failed to connect the wallet.',
  'errors.sign-failed': 'The wallet could not sign the message.',
  'errors.send-failed': 'The wallet could not send the transaction.',
  'errors.watch-asset': 'The wallet could not add the token.',
  'errors.switch-chain-unsupported':
    'Your wallet does not support switching networks from here. Try switching networks from within your wallet instead.',
  'errors.session-changed': 'The wallet changed account or network: check and send again.',
  'errors.sign-in-prepare': 'Error preparing message, please retry!',
  'errors.sign-in-sign': 'Error signing message, please retry!',
  'errors.sign-in-verify': 'Error verifying signature, please retry!',
  'errors.unknown': 'Oops, something went wrong!',
  'errors.chain-not-configured': 'Chain “{chainId}” not configured.',
  'errors.chain-not-configured-for': 'Chain “{chainId}” not configured for connector “{connector}”.',
  'errors.wallet-not-installed': '{wallet} is not installed',
  'errors.wallet-not-available': '{wallet} is not available',
  'errors.wrong-network': 'Wrong network detected, switch or disconnect to continue.',
  'errors.switch-unsupported':
    'Your wallet does not support switching networks from {appName}. Try switching networks from within your wallet instead.',
})
