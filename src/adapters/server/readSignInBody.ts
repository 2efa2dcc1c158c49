import type { Hex } from '../../domain/shared/hex'
import { parseStrictJson } from './parseStrictJson'

/** The POST /api/auth/verify body, checked. */
export type SignInBody = { message: string; signature: Hex }

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * Checks a raw request body before any work is done on it: I-JSON (see parseStrictJson), an object, `message` a non-empty string,
 * `signature` 0x-prefixed hex bytes. Answers the body or a sentence saying what is wrong.
 */
export function readSignInBody(
  contentType: string | undefined,
  body: string | Uint8Array,
): SignInBody | { problem: string } {
  if (!/^application\/json(?:\s*;|$)/i.test(contentType ?? ''))
    return { problem: 'Expected Content-Type: application/json' }
  const parsed = parseStrictJson(body)
  if ('problem' in parsed) return parsed
  const value = parsed.value
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: 'Expected a JSON object { message, signature }' }
  const { message, signature } = value as Record<string, unknown>
  if (typeof message !== 'string' || message === '') return { problem: '`message` must be a non-empty string' }
  if (typeof signature !== 'string' || !HEX_BYTES.test(signature))
    return { problem: '`signature` must be 0x-prefixed hex bytes' }
  return { message, signature: signature as Hex }
}
