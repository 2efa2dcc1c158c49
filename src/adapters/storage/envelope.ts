/** Version of the stored envelope `{"v":1,"d":value}`; a value written under another version reads as foreign. */
export const STORAGE_SCHEMA_VERSION = 1
/** Prefix of every key this app stores (`creators-studio.<key>`). */
export const DEFAULT_NAMESPACE = 'creators-studio'
/** Largest stored string (UTF-16 code units, as browsers count quota): 256 Ki. */
export const MAX_STORED_CHARS = 256 * 1024

export type Decoded = { ok: true; value: unknown } | { ok: false; reason: string }

/** The stored string for `value`, or undefined when it is not JSON-serialisable or over `maxChars`. */
export function encodeEnvelope(value: unknown, maxChars: number): string | undefined {
  let raw: string | undefined
  try {
    raw = JSON.stringify({ v: STORAGE_SCHEMA_VERSION, d: value })
  } catch {
    return undefined // BigInt, circular structures, throwing toJSON
  }
  // A top-level function or symbol is silently dropped by JSON.stringify: not storable.
  if (raw === undefined || !raw.includes('"d":') || raw.length > maxChars) return undefined
  return raw
}

/** Reads a stored string back; anything that is not our envelope of this version is reported with a reason. */
export function decodeEnvelope(raw: string, maxChars: number): Decoded {
  if (raw.length > maxChars)
    return { ok: false, reason: `over the size limit (${raw.length} > ${maxChars} characters)` }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'not valid JSON' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'not a stored envelope' }
  const envelope = parsed as { v?: unknown; d?: unknown }
  if (envelope.v !== STORAGE_SCHEMA_VERSION)
    return { ok: false, reason: `unknown schema version ${JSON.stringify(envelope.v) ?? 'none'}` }
  if (!('d' in envelope)) return { ok: false, reason: 'not a stored envelope' }
  return { ok: true, value: envelope.d }
}
