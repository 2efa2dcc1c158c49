import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// The vectors live in the repository (see test/fixtures/siwe/README.md for their origin and licence).
const DIR = new URL('../fixtures/siwe/', import.meta.url)

/** One EIP-4361 conformance file (spruceid/siwe test vectors), by name without extension. */
export function siweVectors<T>(name: string): Record<string, T> {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`${name}.json`, DIR)), 'utf8')) as Record<string, T>
}

/** A verification vector: message fields plus signature and the test's context. */
export type VerificationVector = Record<string, unknown> & {
  signature: `0x${string}`
  issuedAt: string
  uri: string
  domain: string
  time?: string
  domainBinding?: string
  matchNonce?: string
}
