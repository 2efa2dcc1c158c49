import { parse, type ValueNode } from '@humanwhocodes/momoa'

// Fatal: a byte sequence that is not UTF-8 (a surrogate's three bytes among them) refuses the body instead of turning
// into U+FFFD, which would let the text checked differ from the bytes sent.
const UTF8 = new TextDecoder('utf-8', { fatal: true })
// With the u flag a regular expression reads code points, so it matches only a surrogate that is not half of a pair.
const UNPAIRED_SURROGATE = /\p{Cs}/u

/**
 * Parses a request body as I-JSON (RFC 7493): UTF-8 (when given as bytes), valid JSON whose objects never repeat a
 * member name, at any depth and however the name is escaped, and whose strings and names never hold an unpaired
 * surrogate, written raw or escaped (`"\ud800"`): no storage can keep one as it is, so a text checked with it would
 * be stored as another. JSON.parse keeps the last of repeated names while a proxy, a log or a WAF may read the first,
 * so one body would say two things. Answers the value or a sentence saying what is wrong.
 * @example parseStrictJson('{"a":1,"a":2}') // { problem: 'The body repeats the member "a"' }
 */
export function parseStrictJson(body: string | Uint8Array): { value: unknown } | { problem: string } {
  let text: string
  try {
    text = typeof body === 'string' ? body : UTF8.decode(body)
  } catch {
    return { problem: 'The body is not UTF-8' }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { problem: 'The body is not valid JSON' }
  }
  let repeated: string | undefined
  try {
    repeated = firstRepeatedName(text)
  } catch {
    // The AST parser recurses: nesting JSON.parse accepts can still be too deep for it. No request needs such a body.
    return { problem: 'The body is nested too deeply' }
  }
  if (repeated !== undefined) return { problem: `The body repeats the member ${JSON.stringify(repeated)}` }
  if (holdsUnpairedSurrogate(value)) return { problem: 'The body holds an unpaired surrogate (not Unicode text)' }
  return { value }
}

/** The first member name an object repeats, depth first; JSON.parse has already accepted `text`. */
function firstRepeatedName(text: string): string | undefined {
  const pending: ValueNode[] = [parse(text).body]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'Array') pending.push(...node.elements.map((element) => element.value))
    if (node.type !== 'Object') continue
    const seen = new Set<string>()
    for (const member of node.members) {
      const name = member.name.type === 'String' ? member.name.value : member.name.name
      if (seen.has(name)) return name
      seen.add(name)
      pending.push(member.value)
    }
  }
  return undefined
}

/** Whether a string or a member name anywhere in a JSON.parse result holds an unpaired surrogate (no recursion). */
function holdsUnpairedSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (UNPAIRED_SURROGATE.test(item)) return true
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element)
    } else if (typeof item === 'object' && item !== null) {
      for (const [name, member] of Object.entries(item)) pending.push(name, member)
    }
  }
  return false
}
