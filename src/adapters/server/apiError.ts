import type { Context } from 'hono'
import type { ApiCode, ProblemCode } from '../../domain/errors/codes'
import { jsonAnswer } from './jsonAnswer'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * What an error answer may say beyond its code and message: the field at fault, every problem (each a field, a code
 * of the one table and its params), a reason.
 */
export type ApiErrorExtra = {
  field?: string | undefined
  problems?: readonly { field: string; code: ProblemCode; params?: object | undefined }[] | undefined
  reason?: string | undefined
}

/**
 * A refusal the API answers with, thrown from any handler or guard and rendered by the API group's one `onError`.
 * Its code is one of the shared table's (src/domain/errors/codes.ts: ApiCode), so the server cannot answer a code the
 * browser lacks; its message is English for developers, never what a visitor reads.
 * product rules: "Sign-in API": every error is `{ "error": { "code", "message" } }`, never a stack trace; the
 * creators API adds what a form needs to point at the problem (`field`, `problems`) or why a claim is refused
 * (`reason`).
 * @example throw new ApiError(400, 'invalid-note', 'Note must be at most 140 characters', { field: 'note' })
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiCode,
    message: string,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The JSON answer of an ApiError (the one wire format of every error answer). */
export function errorAnswer(c: Context, err: ApiError): Response {
  const extra = Object.fromEntries(Object.entries(err.extra).filter(([, value]) => value !== undefined))
  return jsonAnswer(c, { error: { code: err.code, message: err.message, ...extra } }, err.status)
}
