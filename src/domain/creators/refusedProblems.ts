import { isProblemCode } from '../errors/codes'
import type { Problem } from './problem'

const read = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/**
 * The fields the server refused (an `invalid-profile` error's `problems`, each a field, a code and its params), or
 * undefined for any other failure. A problem whose code is not in the table, or whose `max` is not a number, is
 * dropped.
 */
export function refusedProblems(err: unknown): readonly Problem[] | undefined {
  if (read(err, 'code') !== 'invalid-profile') return undefined
  const problems = read(err, 'problems')
  if (!Array.isArray(problems)) return undefined
  return problems.flatMap((p: unknown): Problem[] => {
    const field = read(p, 'field')
    const code = read(p, 'code')
    if (typeof field !== 'string' || !isProblemCode(code)) return []
    const max = read(read(p, 'params'), 'max')
    if (typeof max === 'number' && Number.isSafeInteger(max) && max >= 0) {
      return [{ field, code, params: { max } } as Problem]
    }
    return [{ field, code } as Problem]
  })
}
