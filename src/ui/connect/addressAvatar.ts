/** Hues that read well behind white and black alike. */
const HUES = [4, 24, 42, 96, 150, 172, 196, 214, 236, 262, 288, 320]

/**
 * A stable two-colour gradient for an address without an ENS avatar (same address, same avatar, any letter case).
 * Drawn with CSS, not an emoji: not every system has a colour emoji font.
 */
export function addressAvatar(address: string): { background: string } {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  const from = HUES[hash % HUES.length] ?? 214
  const to = HUES[(hash >>> 8) % HUES.length] ?? 262
  const angle = (hash >>> 16) % 360
  return { background: `linear-gradient(${angle}deg, hsl(${from} 85% 60%), hsl(${to} 80% 45%))` }
}
