/**
 * product rules: "Languages": the best of `supported` for a visitor whose browser prefers `preferred`
 * (language tags, most preferred first), or undefined when none of them is spoken here.
 *
 * The first preferred language with any match wins; within it: the exact tag (case-insensitive), then the Chinese
 * script or region rules (Traditional for Taiwan, Hong Kong and Macau, Simplified otherwise), then any region of the
 * language (`pt-PT` finds `pt-BR`, `de-AT` finds `de`). Tags that are not strings or are empty are skipped.
 *
 * Self-contained on purpose (no import, no outer name): the build also inlines its source into the page head, which
 * picks and preloads the catalogue before any script of ours runs (scripts/localePreloadPlugin.ts).
 */
export function matchLocale(preferred: readonly unknown[], supported: readonly string[]): string | undefined {
  const byLower = new Map<string, string>()
  for (const tag of supported) byLower.set(tag.toLowerCase(), tag)
  for (const raw of preferred) {
    if (typeof raw !== 'string' || raw.trim() === '') continue
    const tag = raw.trim().toLowerCase().replace(/_/g, '-')
    const exact = byLower.get(tag)
    if (exact) return exact
    const parts = tag.split('-')
    const language = parts[0] ?? tag
    if (language === 'zh') {
      const traditional = parts.includes('hant') || parts.includes('tw') || parts.includes('hk') || parts.includes('mo')
      const candidates = traditional
        ? parts.includes('hk') || parts.includes('mo')
          ? ['zh-hk', 'zh-tw']
          : ['zh-tw', 'zh-hk']
        : ['zh-cn']
      for (const candidate of candidates) {
        const found = byLower.get(candidate)
        if (found) return found
      }
    }
    const base = byLower.get(language)
    if (base) return base
    for (const [lower, original] of byLower) if (lower.split('-')[0] === language) return original
  }
  return undefined
}
