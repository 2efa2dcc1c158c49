import { parse, type ValueNode } from '@humanwhocodes/momoa'

/**
 * Parses a request body as I-JSON (RFC 7493): valid JSON whose objects never repeat a member name, at any depth and
 * however the name is escaped. JSON.parse keeps the last of repeated names while a proxy, a log or a WAF may read the
 * first, so one body would say two things. Answers the value or a sentence saying what is wrong.
 * @example parseStrictJson('{"a":1,"a":2}') // { problem: 'The body repeats the member "a"' }
 */
export function parseStrictJson(text: string): { value: unknown } | { problem: string } {
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
  return repeated === undefined ? { value } : { problem: `The body repeats the member ${JSON.stringify(repeated)}` }
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
