import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildSiweMessage } from '../../src/domain/auth/siweMessage'
import type { SiweFields } from '../../src/domain/auth/siweFields'
import type { Hex } from '../../src/domain/shared/hex'
import { ANVIL_ACCOUNTS } from './anvil'

/** anvil's first two default accounts as local signers (no node needed to sign). */
export const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
export const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)

/**
 * Message fields for `origin` (e.g. http://localhost:8080) signed in at `issuedAt`. The scheme is written unless it is
 * https, as the app writes it (EIP-4361: a message without one is for https).
 */
export function fieldsFor(origin: string, nonce: string, overrides: Partial<SiweFields> = {}): SiweFields {
  const { host, protocol } = new URL(origin)
  return {
    ...(protocol === 'https:' ? {} : { scheme: protocol.slice(0, -1) }),
    domain: host,
    address: alice.address,
    statement: 'Sign in with Ethereum to the app.',
    uri: origin,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date().toISOString(),
    ...overrides,
  }
}

/** Builds the message text and signs it (EIP-191) with `signer` (alice by default). */
export async function signedMessage(fields: SiweFields, signer = alice): Promise<{ message: string; signature: Hex }> {
  const message = buildSiweMessage(fields, { checksumAddress: getAddress })
  return { message, signature: await signer.signMessage({ message }) }
}
