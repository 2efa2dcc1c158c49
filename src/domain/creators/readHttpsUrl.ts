import { CREATOR_PROFILE_LIMITS } from './creatorProfile'

/** The URL as the platform's parser writes it, or the message saying why it cannot be a link. */
export type HttpsUrlResult = { ok: true; url: string } | { ok: false; message: string }

const MAX_LENGTH = CREATOR_PROFILE_LIMITS.linkUrl

/** Why a link's URL was refused, in the API's English (the UI shows its own wording for each). */
export const HTTPS_URL_MESSAGES = {
  required: 'Link URL is required',
  notText: 'Link URL must be text',
  tooLong: `Link URL must be at most ${MAX_LENGTH} characters`,
  invalid: 'Link URL is not a valid web address',
  notHttps: 'Links must use https://',
  credentials: 'Link URL cannot contain a user name or password',
} as const

/**
 * Reads a link's URL: it must parse with the platform's `URL` (as the browser that follows it will) and use
 * https. Every other scheme is refused, not only `javascript:` and `data:`: a creator's page links out to the web
 * and nothing else. A user name or password in the URL is refused: `https://bank.com@evil.example` reads as bank.com
 * to a person but goes to evil.example. The stored form is `href`, so what is shown is what the browser opens.
 * @example readHttpsUrl('http://example.com') // { ok: false, message: 'Links must use https://' }
 */
export function readHttpsUrl(value: unknown): HttpsUrlResult {
  if (value === undefined) return { ok: false, message: HTTPS_URL_MESSAGES.required }
  if (typeof value !== 'string') return { ok: false, message: HTTPS_URL_MESSAGES.notText }
  const tooLong: HttpsUrlResult = { ok: false, message: HTTPS_URL_MESSAGES.tooLong }
  // Checked before parsing, which would otherwise run over any length.
  if (value.length > MAX_LENGTH) return tooLong
  let parsed: URL
  try {
    parsed = new URL(value.trim())
  } catch {
    return { ok: false, message: HTTPS_URL_MESSAGES.invalid }
  }
  if (parsed.protocol !== 'https:') return { ok: false, message: HTTPS_URL_MESSAGES.notHttps }
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, message: HTTPS_URL_MESSAGES.credentials }
  }
  // Percent-encoding can lengthen what was typed.
  return parsed.href.length > MAX_LENGTH ? tooLong : { ok: true, url: parsed.href }
}
