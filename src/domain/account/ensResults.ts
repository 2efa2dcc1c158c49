import { isAddress, type Address } from '../shared/hex'

/**
 * True for what an ENS name or avatar lookup gives (`ChainReader.getEnsName`, `getEnsAvatar`): a string or null.
 * @example isEnsText('creator.eth') === true; isEnsText(42) === false
 */
export function isEnsText(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}

/**
 * True for what an ENS address lookup gives (`ChainReader.getEnsAddress`): an address or null.
 * @example isEnsAddress(null) === true; isEnsAddress('0x12') === false
 */
export function isEnsAddress(value: unknown): value is Address | null {
  return value === null || isAddress(value)
}
