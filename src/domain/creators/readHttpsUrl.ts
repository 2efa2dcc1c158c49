import type { Coded, ProblemCode } from '../errors/codes'
import { CREATOR_PROFILE_LIMITS } from './creatorProfile'

/** Why a link's URL was refused: its problem's code and params (the UI says each in the creator's language). */
type HttpsUrlProblem = Coded<'fieldMissing' | 'fieldMalformed' | Extract<ProblemCode, `linkUrl${string}`>>

/** The URL as the platform's parser writes it, or why it cannot be a link. */
export type HttpsUrlResult = { ok: true; url: string } | { ok: false; problem: HttpsUrlProblem }

const MAX_LENGTH = CREATOR_PROFILE_LIMITS.linkUrl

const refused = (problem: HttpsUrlProblem): HttpsUrlResult => ({ ok: false, problem })

/**
 * Reads a link's URL: it must parse with the platform's `URL` (as the browser that follows it will) and use
 * https. Every other scheme is refused, not only `javascript:` and `data:`: a creator's page links out to the web
 * and nothing else. A user name or password in the URL is refused: `https://bank.com@evil.example` reads as bank.com
 * to a person but goes to evil.example. The stored form is `href`, so what is shown is what the browser opens.
 * @example readHttpsUrl('http://example.com') // { ok: false, problem: { code: 'linkUrlNotHttps' } }
 */
export function readHttpsUrl(value: unknown): HttpsUrlResult {
  if (value === undefined) return refused({ code: 'fieldMissing' })
  if (typeof value !== 'string') return refused({ code: 'fieldMalformed' })
  const tooLong = refused({ code: 'linkUrlTooLong', params: { max: MAX_LENGTH } })
  // Checked before parsing, which would otherwise run over any length.
  if (value.length > MAX_LENGTH) return tooLong
  let parsed: URL
  try {
    parsed = new URL(value.trim())
  } catch {
    return refused({ code: 'linkUrlInvalid' })
  }
  if (parsed.protocol !== 'https:') return refused({ code: 'linkUrlNotHttps' })
  if (parsed.username !== '' || parsed.password !== '') return refused({ code: 'linkUrlCredentials' })
  // Percent-encoding can lengthen what was typed.
  return parsed.href.length > MAX_LENGTH ? tooLong : { ok: true, url: parsed.href }
}
