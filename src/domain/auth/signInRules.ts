import type { SignInErrorCode } from '../errors/codes'
import { parseDateTime } from './rfc3339'
import type { SiweFields } from './siweFields'

/** Why a sign-in attempt was refused: the codes the sign-in API reports as `error.code` (the one table's). */
export type { SignInErrorCode }

/** A refused attempt: a code and a sentence for developers (never a stack). */
export type SignInFailure = { ok: false; code: SignInErrorCode; message: string }

/** Where messages must come from: APP_ORIGIN, e.g. `http://localhost:8080`, and its `host[:port]`. */
export type ExpectedOrigin = { origin: string; domain: string }

/** A refusal with `code` and `message`. */
export function fail(code: SignInErrorCode, message: string): SignInFailure {
  return { ok: false, code, message }
}

function schemeOf(origin: string): string {
  return origin.slice(0, Math.max(0, origin.indexOf('://'))).toLowerCase()
}

/**
 * Domain binding: the message's scheme and domain must be APP_ORIGIN's. A message without a scheme is for https
 * (EIP-4361), so on an http APP_ORIGIN it must say `http://`: a message signed for the https site must not sign in to
 * its http twin, nor the reverse. Case-insensitive as schemes and hosts are.
 * @example checkOrigin(fields, { origin: 'http://localhost:8080', domain: 'localhost:8080' }) // undefined when it matches
 */
export function checkOrigin(fields: SiweFields, expected: ExpectedOrigin): SignInFailure | undefined {
  const scheme = (fields.scheme ?? 'https').toLowerCase()
  const expectedScheme = schemeOf(expected.origin)
  if (fields.domain.toLowerCase() !== expected.domain.toLowerCase()) {
    return fail('domain-mismatch', `The message is for ${fields.domain}, not ${expected.domain}`)
  }
  if (scheme !== expectedScheme) {
    return fail('domain-mismatch', `The message is for ${scheme}://${fields.domain}, not ${expected.origin}`)
  }
  // Same origin: the URI is APP_ORIGIN itself or a path, query or fragment under it (never a longer host name).
  const origin = expected.origin.toLowerCase()
  const uri = fields.uri
  const head = uri.slice(0, origin.length).toLowerCase()
  const rest = uri.slice(origin.length)
  if (head !== origin || !(rest === '' || /^[/?#]/.test(rest))) {
    return fail('uri-mismatch', `The message URI must be on ${expected.origin}`)
  }
  return undefined
}

/**
 * Time rules at `now` (ms): Issued At not later than now + skew, Expiration Time not reached, Not Before reached.
 * Dates were validated when the message was parsed.
 */
export function checkTimes(fields: SiweFields, now: number, skewMs: number): SignInFailure | undefined {
  const issuedAt = parseDateTime(fields.issuedAt) ?? Number.NaN
  if (!(issuedAt <= now + skewMs)) return fail('not-yet-valid', 'The message was issued in the future')
  const expiresAt =
    fields.expirationTime === undefined ? Infinity : (parseDateTime(fields.expirationTime) ?? Number.NaN)
  if (!(now < expiresAt)) return fail('expired', 'The message has expired')
  const notBefore = fields.notBefore === undefined ? -Infinity : (parseDateTime(fields.notBefore) ?? Number.NaN)
  if (!(now >= notBefore)) return fail('not-yet-valid', 'The message is not valid yet')
  return undefined
}
