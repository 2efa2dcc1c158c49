import type { PrivateKeyAccount } from 'viem/accounts'
import { cookieJarFetch } from './cookieJarFetch'
import { fieldsFor, signedMessage } from './siweSigning'

/**
 * A browser tab on `origin` signed in as `signer` on chain `chainId` by a real SIWE sign-in against the server at
 * `serverUrl` (a nonce, then the signed message); throws with the server's answer when it refuses.
 */
export async function signedInTab(
  serverUrl: string,
  origin: string,
  signer: PrivateKeyAccount,
  chainId: number,
): Promise<ReturnType<typeof cookieJarFetch>> {
  const tab = cookieJarFetch(origin)
  const { nonce } = (await (await fetch(`${serverUrl}/api/auth/nonce`)).json()) as { nonce: string }
  const res = await tab(`${serverUrl}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signedMessage(fieldsFor(origin, nonce, { address: signer.address, chainId }), signer)),
  })
  if (res.status !== 200) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`)
  return tab
}
