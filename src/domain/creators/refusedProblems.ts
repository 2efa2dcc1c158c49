import type { Problem } from './problem'

/** The fields the server refused (an `invalid-profile` error's `problems`), or undefined for any other failure. */
export function refusedProblems(err: unknown): readonly Problem[] | undefined {
  const code = typeof err === 'object' && err !== null ? Reflect.get(err, 'code') : undefined
  if (code !== 'invalid-profile') return undefined
  const problems = (err as { problems?: unknown }).problems
  if (!Array.isArray(problems)) return undefined
  return problems.flatMap((p: unknown) => {
    const field = typeof p === 'object' && p !== null ? Reflect.get(p, 'field') : undefined
    const message = typeof p === 'object' && p !== null ? Reflect.get(p, 'message') : undefined
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : []
  })
}
