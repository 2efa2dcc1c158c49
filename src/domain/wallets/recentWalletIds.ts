/** How many recent ids are kept in storage (more than shown, so a hidden wallet does not push others out). */
export const MAX_RECENT_STORED = 10

/**
 * The stored list after connecting `id`: most recent first, no duplicates, at most MAX_RECENT_STORED.
 * @example addRecentWalletId(['rainbow', 'metaMask'], 'metaMask') // ['metaMask', 'rainbow']
 */
export function addRecentWalletId(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, MAX_RECENT_STORED)
}

/** Reads a stored recent list tolerantly: anything that is not a string is dropped, duplicates too. */
export function parseRecentWalletIds(stored: unknown): string[] {
  if (!Array.isArray(stored)) return []
  const ids = stored.filter((id): id is string => typeof id === 'string' && id !== '')
  return [...new Set(ids)].slice(0, MAX_RECENT_STORED)
}
