import { SIWE_NONCE } from './siweFields'

const NONCE_TAG = 'Nonce: '

/**
 * The nonces a message text names, found line by line without parsing the rest, so that an attempt whose message does
 * not parse still consumes its nonce. Only a whole line `Nonce: <8 or more letters or digits>` counts (a CRLF line or
 * trailing text does not): anything looser could consume a nonce the text only mentions in passing.
 * @example namedNonces('garbage\nNonce: abcd1234\n') // ['abcd1234']
 */
export function namedNonces(text: string): string[] {
  const nonces = new Set<string>()
  for (const line of text.split('\n')) {
    if (!line.startsWith(NONCE_TAG)) continue
    const nonce = line.slice(NONCE_TAG.length)
    if (SIWE_NONCE.test(nonce)) nonces.add(nonce)
  }
  return [...nonces]
}
