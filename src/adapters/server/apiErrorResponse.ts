import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** What an error answer may say beyond its code and message: the field at fault, every problem, a reason. */
export type ApiErrorExtra = {
  field?: string
  problems?: readonly { field: string; message: string }[]
  reason?: string
}

/**
 * product rules: "Sign-in API": every error is `{ "error": { "code", "message" } }`, never a stack trace; the
 * creators API adds what a form needs to point at the problem (`field`, `problems`) or why a claim is refused
 * (`reason`).
 * @example apiErrorResponse(c, 400, 'invalid-note', 'Note must be at most 140 characters', { field: 'note' })
 */
export function apiErrorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: ApiErrorExtra = {},
): Response {
  return c.json({ error: { code, message, ...extra } }, status)
}
