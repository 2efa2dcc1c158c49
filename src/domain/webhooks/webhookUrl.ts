/** The most endpoints one creator may have. */
export const MAX_WEBHOOK_ENDPOINTS = 5
const MAX_URL_LENGTH = 2000

/** Why an endpoint's URL is refused before any address is looked up. */
export type WebhookUrlProblem = 'invalid' | 'too-long' | 'not-https' | 'credentials'

/**
 * Reads an endpoint's URL: it parses with the platform's `URL`, uses https (plain http too when `allowHttp`, for
 * local development), and carries no user name or password. Answers its `href` without the fragment (never sent).
 * @example readWebhookUrl('https://hooks.example/in', { allowHttp: false }) // { ok: true, url: 'https://hooks.example/in' }
 */
export function readWebhookUrl(
  value: unknown,
  { allowHttp }: { allowHttp: boolean },
): { ok: true; url: string } | { ok: false; problem: WebhookUrlProblem } {
  if (typeof value !== 'string') return { ok: false, problem: 'invalid' }
  if (value.length > MAX_URL_LENGTH) return { ok: false, problem: 'too-long' }
  let parsed: URL
  try {
    parsed = new URL(value.trim())
  } catch {
    return { ok: false, problem: 'invalid' }
  }
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(parsed.protocol)) return { ok: false, problem: 'not-https' }
  if (parsed.username !== '' || parsed.password !== '') return { ok: false, problem: 'credentials' }
  parsed.hash = ''
  return { ok: true, url: parsed.href }
}
