/** product rules: "Browser detection": the browsers the app tells apart (for the right extension store link). */
export type Browser = 'Brave' | 'Edge' | 'Chrome' | 'Firefox' | 'Browser'

/**
 * The browser from its user agent. Brave hides in a Chrome user agent, so the caller (an adapter, which may read the
 * browser's own Brave flag) passes that detection in. @example detectBrowser(ua, { isBrave: false }) === 'Chrome'
 */
export function detectBrowser(
  userAgent: string | undefined,
  { isBrave = false }: { isBrave?: boolean | undefined } = {},
): Browser {
  if (isBrave) return 'Brave'
  const ua = (userAgent ?? '').toLowerCase()
  if (ua.includes('edg/')) return 'Edge'
  if (ua.includes('chrome')) return 'Chrome'
  if (ua.includes('firefox')) return 'Firefox'
  return 'Browser'
}
