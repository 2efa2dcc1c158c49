import { BaseError } from '../errors/baseError'
import { invalidIconAccentMessage } from '../errors/errorCatalogue'
import type { WalletOption } from './walletOption'

const HEX_COLOUR = /^#([0-9a-f]{3}){1,2}$/i

/** True for "#abc" or "#aabbcc" (any case), the colours RainbowKit accepts. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value)
}

/**
 * product rules: "Wallet option validation": a wallet option whose iconAccent is present but not a hex colour is a
 * configuration error (`invalid-wallet`, RainbowKit's message). Returns the option unchanged when valid.
 */
export function validateWalletOption<T extends Pick<WalletOption, 'name' | 'iconAccent'>>(option: T): T {
  if (option.iconAccent !== undefined && !isHexColour(option.iconAccent)) {
    throw new BaseError(invalidIconAccentMessage(option.name), { code: 'invalid-wallet' })
  }
  return option
}
