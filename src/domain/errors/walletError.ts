import { BaseError, type BaseErrorParameters } from './baseError'
import { ERROR_MESSAGES, type CatalogueCode } from './errorCatalogue'

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

/** A failed wallet request, already mapped to a catalogue code (see mapWalletError). */
export class WalletError extends BaseError {
  override name = 'WalletError'

  constructor(shortMessage: string, parameters: BaseErrorParameters) {
    super(shortMessage, parameters)
  }
}
