import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// 248 = 4 * 62: bytes at or above it are skipped so that every letter is equally likely.
const UNBIASED_LIMIT = 248

/**
 * product rules: "Sign-in API": a sign-in nonce of letters and digits from a CSPRNG (24 characters, about 143 bits).
 */
export function generateNonce(length = 24): string {
  if (!Number.isSafeInteger(length) || length < 16) throw new RangeError('a nonce has at least 16 characters')
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
