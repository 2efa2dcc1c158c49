import type { Problem } from './problem'

/** What follows "Could not …:" for each code the creators API client rejects with (product rules: "Creators API"). */
const REASONS: Readonly<Record<string, string>> = {
  unauthenticated: 'your session ended. Sign in again, then try again',
  'not-owner': 'only the account that owns this page can change it',
  'store-unavailable': 'the server could not reach its storage. Try again in a moment',
  'rate-limited': 'too many changes in a short time. Wait a minute, then try again',
  timeout: 'the server did not answer in time. Try again',
  'network-error': 'the server could not be reached. Check your connection and try again',
  'bad-response': 'the server answered with something unexpected. Try again later',
  'invalid-profile': 'the server refused some fields; see the messages next to them',
}

const codeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null ? Reflect.get(err, 'code') : undefined

/** The error's `code` when it has a text one (`unauthenticated`, `timeout`...), read structurally. */
export function apiErrorCode(err: unknown): string | undefined {
  const code = codeOf(err)
  return typeof code === 'string' ? code : undefined
}

/**
 * A sentence for a failed creators API call, starting with what failed. Reads the error structurally (a `code`,
 * a `shortMessage`), whatever threw it; never throws.
 * @example describeApiFailure(new BaseError('x', { code: 'timeout' }), 'Could not save your profile') // 'Could not save your profile: the server did not answer in time. Try again.'
 */
export function describeApiFailure(err: unknown, failed: string): string {
  const code = codeOf(err)
  const reason = typeof code === 'string' && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined
  if (reason) return `${failed}: ${reason}.`
  const short = typeof err === 'object' && err !== null ? Reflect.get(err, 'shortMessage') : undefined
  const text = typeof short === 'string' && short.trim() ? short.trim().replace(/\.$/, '') : 'something went wrong'
  return `${failed}: ${text}. Try again.`
}

/** The fields the server refused (an `invalid-profile` error's `problems`), or undefined for any other failure. */
export function refusedProblems(err: unknown): readonly Problem[] | undefined {
  if (codeOf(err) !== 'invalid-profile') return undefined
  const problems = (err as { problems?: unknown }).problems
  if (!Array.isArray(problems)) return undefined
  return problems.flatMap((p: unknown) => {
    const field = typeof p === 'object' && p !== null ? Reflect.get(p, 'field') : undefined
    const message = typeof p === 'object' && p !== null ? Reflect.get(p, 'message') : undefined
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : []
  })
}
