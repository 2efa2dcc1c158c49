import { parseStrictJson } from './parseStrictJson'

/**
 * A request body that must be a JSON object: the right Content-Type, valid JSON repeating no member name (see
 * parseStrictJson), an object. Answers it or a sentence saying what is wrong.
 * @example readJsonBody('application/json', '{"hidden":true}') // { value: { hidden: true } }
 */
export function readJsonBody(
  contentType: string | undefined,
  text: string,
): { value: Record<string, unknown> } | { problem: string } {
  if (!/^application\/json(?:\s*;|$)/i.test(contentType ?? ''))
    return { problem: 'Expected Content-Type: application/json' }
  const parsed = parseStrictJson(text)
  if ('problem' in parsed) return parsed
  const { value } = parsed
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'Expected a JSON object' }
  return { value: value as Record<string, unknown> }
}
