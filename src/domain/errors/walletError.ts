import { BaseError, type BaseErrorParameters } from './baseError'
import { ERROR_MESSAGES, type CatalogueCode } from './errorCatalogue'

/** What the app was asking the wallet when it failed; decides the fallback code. */
export type WalletRequestContext = 'connect' | 'switch' | 'add' | 'sign' | 'send' | 'watch'

/** product rules: "Wallet errors": a failure that says no more than that the request failed, by request. */
export const WALLET_FALLBACK_CODES: Readonly<Record<WalletRequestContext, CatalogueCode>> = {
  connect: 'connect-failed',
  switch: 'switch-chain',
  add: 'add-chain',
  sign: 'sign-failed',
  send: 'send-failed',
  watch: 'watch-asset',
}

/**
 * Every code a wallet failure can carry: a catalogue code (one fixed message each) or one of the two whose message
 * names a value (errorCatalogue's chainNotConfiguredMessage, missingArgumentError). A closed union: a new code needs
 * its message in the catalogue first.
 */
export type WalletErrorCode = CatalogueCode | 'chain-not-configured' | 'missing-argument'

/** A wallet failure as the session service hands it out: a BaseError with a wallet error code. */
export type WalletFailure = BaseError & { readonly code: WalletErrorCode }

/** True for a BaseError whose code is a wallet error code. */
export function isWalletFailure(err: BaseError): err is WalletFailure {
  return (
    Object.hasOwn(ERROR_MESSAGES, err.code) || err.code === 'chain-not-configured' || err.code === 'missing-argument'
  )
}

/** A failed wallet request, already mapped to a catalogue code (by the wallet adapters, see WalletConnector). */
export class WalletError extends BaseError {
  override name = 'WalletError'

  constructor(shortMessage: string, parameters: BaseErrorParameters) {
    super(shortMessage, parameters)
  }
}

/**
 * product rules: "Wallet errors": what a connector threw, as the session hands it out. Connectors map wallet errors
 * once, at the adapter boundary, so a wallet failure passes unchanged; anything else (a connector's unmapped throw, a
 * wallet's code that failed to load) is the request's fallback code with its catalogue message. Never throws.
 * @example asWalletFailure(new Error('Failed to fetch dynamically imported module'), 'connect').code === 'connect-failed'
 */
export function asWalletFailure(err: unknown, context: WalletRequestContext): WalletFailure {
  try {
    if (err instanceof BaseError && isWalletFailure(err)) return err
  } catch {
    // Exotic input (a revoked proxy, a throwing getter): not a wallet failure.
  }
  const code = WALLET_FALLBACK_CODES[context]
  return new WalletError(ERROR_MESSAGES[code], { code, cause: err }) as WalletFailure
}
