import { parseStrictJson } from './parseStrictJson'

/**
 * A request body that must be a JSON object: the right Content-Type, I-JSON (UTF-8, no repeated member name, no
 * unpaired surrogate: see parseStrictJson), an object. Answers it or a sentence saying what is wrong.
 * @example readJsonBody('application/json', '{"hidden":true}') // { value: { hidden: true } }
 */
export function readJsonBody(
  contentType: string | undefined,
  body: string | Uint8Array,
): { value: Record<string, unknown> } | { problem: string } {
  if (!/^application\/json(?:\s*;|$)/i.test(contentType ?? ''))
    return { problem: 'Expected Content-Type: application/json' }
  const parsed = parseStrictJson(body)
  if ('problem' in parsed) return parsed
  const { value } = parsed
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'Expected a JSON object' }
  return { value: value as Record<string, unknown> }
}
