import { BaseError, type BaseErrorParameters } from './baseError'

/** A failed wallet request, already mapped to a catalogue code (see mapWalletError). */
export class WalletError extends BaseError {
  override name = 'WalletError'

  constructor(shortMessage: string, parameters: BaseErrorParameters) {
    super(shortMessage, parameters)
  }
}
