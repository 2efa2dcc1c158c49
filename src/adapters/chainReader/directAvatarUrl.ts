const DIRECT = /^(https:\/\/|data:)/i

/**
 * True for an avatar text record that already is the image URL (https or data URI): both adapters return it as is,
 * without a HEAD probe, so the browser's <img> is the only extra request. Other records (ipfs, NFT) go to the library.
 */
export function isDirectAvatarUrl(record: string): boolean {
  return DIRECT.test(record)
}
