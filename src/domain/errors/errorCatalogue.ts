import { BaseError } from './baseError'

/**
 * The short message a BaseError of each code carries for developers (the console, logs, a thrown setup error), in the
 * product rules' English wording. A visitor never reads these: the UI says a code in the visitor's language from its
 * catalogue (src/ui/errorText.ts). Messages that take a value are built by the functions below. Where they come from:
 * - product rules: "Transaction validation", "Provider id validation", "Recent transactions"
 * - product rules: "Wallet errors", "Sign-in messages", "Missing setup"
 */
export const ERROR_MESSAGES = {
  'user-rejected': 'User rejected the request.',
  'switch-chain': 'An error occurred when attempting to switch chain.',
  'add-chain': 'An error occurred when attempting to add chain.',
  'unknown-chain': 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  'connector-not-found': 'Connector not found',
  'resource-unavailable': 'A request is already pending in your wallet. Open your wallet to continue.',
  'connect-failed': 'Failed to connect the wallet.',
  'sign-failed': 'The wallet could not sign the message.',
  'send-failed': 'The wallet could not send the transaction.',
  'watch-asset': 'The wallet could not add the token.',
  // product rules: "Switch Networks modal": a wallet without switchChain.
  'switch-chain-unsupported':
    'Your wallet does not support switching networks from here. Try switching networks from within your wallet instead.',
  'session-changed': 'The wallet changed account or network: check and send again.',
  'missing-query-client': 'No QueryClient set, use QueryClientProvider to set one',
  'missing-auth-adapter': 'No authentication adapter found',
  'missing-provider': 'Transaction hooks must be used within RainbowKitProvider',
  'no-address-or-chain': 'No address or chain ID found',
  'invalid-transaction-hash': 'Invalid transaction hash',
  'invalid-transaction-description': 'Transaction must have a description',
  'invalid-transaction-confirmations': 'Transaction confirmations must be a positive integer',
  'invalid-id': 'Invalid ID',
  'sign-in-prepare': 'Error preparing message, please retry!',
  'sign-in-sign': 'Error signing message, please retry!',
  'sign-in-verify': 'Error verifying signature, please retry!',
  unknown: 'Oops, something went wrong!',
} as const

/** A code with a fixed message. */
export type CatalogueCode = keyof typeof ERROR_MESSAGES

/** A BaseError with the catalogue message of `code`. @example catalogueError('no-address-or-chain') */
export function catalogueError<C extends CatalogueCode>(
  code: C,
  options: { details?: string | undefined; cause?: unknown } = {},
): BaseError & { readonly code: C } {
  return new BaseError(ERROR_MESSAGES[code], { code, details: options.details, cause: options.cause }) as BaseError & {
    readonly code: C
  }
}

/**
 * product rules: "Wallet option validation": "Property `iconAccent` is not a hex value for wallet: {name}"
 * (RainbowKit's wording).
 */
export function invalidIconAccentMessage(walletName: string): string {
  return `Property \`iconAccent\` is not a hex value for wallet: ${walletName}`
}

/** product rules: "Coinbase chain switch": a Coinbase chain switch to a chain outside the configured list. */
function chainNotConfiguredMessage(chainId: number, connectorName?: string | undefined): string {
  return `Chain “${chainId}” not configured${connectorName ? ` for connector “${connectorName}”` : ''}.`
}

/** A `chain-not-configured` BaseError; its params keep the chain id and connector name for the visitor's words. */
export function chainNotConfiguredError(
  chainId: number,
  connectorName?: string | undefined,
): BaseError & { readonly code: 'chain-not-configured' } {
  return new BaseError(chainNotConfiguredMessage(chainId, connectorName), {
    code: 'chain-not-configured',
    params: connectorName ? { chainId, connector: connectorName } : { chainId },
  }) as BaseError & { readonly code: 'chain-not-configured' }
}

/** product rules: "Action arguments": a `missing-argument` BaseError. */
export function missingArgumentError(
  name: 'address' | 'message' | 'chainId' | 'connector',
): BaseError & { readonly code: 'missing-argument' } {
  return new BaseError(`${name} is required`, { code: 'missing-argument' }) as BaseError & {
    readonly code: 'missing-argument'
  }
}
