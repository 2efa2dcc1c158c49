import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SignInErrorCode } from '../../domain/auth/signInRules'
import { jsonAnswer } from './jsonAnswer'

/** The sign-in API's error codes beyond the verification ones (see SignInErrorCode). */
export type AuthApiErrorCode =
  | 'invalid-body'
  | 'body-too-large'
  | 'forbidden-origin'
  | 'rate-limited'
  | 'unauthenticated'
  | 'not-found'
  | 'store-unavailable'
  | 'internal'

/** product rules: "Sign-in API": every error is `{ "error": { "code", "message" } }`, never a stack trace. */
export function authErrorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: AuthApiErrorCode | SignInErrorCode,
  message: string,
): Response {
  return jsonAnswer(c, { error: { code, message } }, status)
}
