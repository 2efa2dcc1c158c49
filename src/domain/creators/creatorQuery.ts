import { isAddress, type Address } from '../shared/hex'

/** What the creator route's `:addressOrName` segment asks for. */
export type CreatorQuery =
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; input: string }

/** DNS limits, which ENS names share in practice. */
const MAX_NAME_LENGTH = 255
const MAX_LABEL_LENGTH = 63
/** Characters that never belong to a name (URL syntax, whitespace, control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a name may not contain
const FORBIDDEN = /[\s/\\?#%@:<>"'`{}|^\u0000-\u001f\u007f]/u

/**
 * Classifies the route segment: a 0x address (40 hex digits), a dotted name to look up on ENS ("vitalik.eth"), or
 * invalid. Full ENS normalisation (UTS-46) is the chain reader's job; this only rules out what can never be a name.
 * @example parseCreatorQuery('vitalik.eth') // { kind: 'name', name: 'vitalik.eth' }
 */
export function parseCreatorQuery(input: string): CreatorQuery {
  const text = input.trim()
  if (/^0x/i.test(text)) return isAddress(text) ? { kind: 'address', address: text } : { kind: 'invalid', input }
  return isPlausibleName(text) ? { kind: 'name', name: text.toLowerCase() } : { kind: 'invalid', input }
}

function isPlausibleName(text: string): boolean {
  if (text.length === 0 || text.length > MAX_NAME_LENGTH || FORBIDDEN.test(text)) return false
  const labels = text.split('.')
  return labels.length >= 2 && labels.every((label) => label.length > 0 && label.length <= MAX_LABEL_LENGTH)
}
