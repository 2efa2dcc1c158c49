import type { Clock } from '../../ports/clock'
import type { NonceConsumeResult, NonceStore } from '../../ports/nonceStore'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import type { Hex } from '../shared/hex'
import type { AuthSession } from './session'
import { namedNonces } from './namedNonces'
import type { ChecksumAddress, SiweFields } from './siweFields'
import { parseSiweMessage } from './siweMessage'
import { checkOrigin, checkTimes, fail, type ExpectedOrigin, type SignInFailure } from './signInRules'

/** product rules: "When a sign-in message verifies": the tolerated clock difference for Issued At. */
const DEFAULT_SKEW_MS = 60_000

/** What the server-side check needs. */
export type VerifySignInDeps = {
  expected: ExpectedOrigin
  chainIds: readonly number[]
  nonceStore: NonceStore
  signatureVerifier: SignatureVerifier
  clock: Clock
  checksumAddress: ChecksumAddress
  /** Tolerance for an Issued At in the future; `Infinity` turns the rule off (EIP-4361 itself does not require it). */
  skewMs?: number | undefined
}

type SignInSuccess = { ok: true; session: AuthSession; fields: SiweFields }
export type SignInResult = SignInSuccess | SignInFailure

const NONCE_FAILURES: Record<Exclude<NonceConsumeResult, 'ok'>, SignInFailure> = {
  unknown: fail('nonce-unknown', 'The nonce was not issued by this server'),
  used: fail('nonce-used', 'The nonce was already used'),
  expired: fail('nonce-expired', 'The nonce has expired'),
}

function parse(message: string, checksumAddress: ChecksumAddress): SiweFields | SignInFailure {
  try {
    return parseSiweMessage(message, { checksumAddress })
  } catch (err) {
    return fail(
      'invalid-message',
      (err as { shortMessage?: string }).shortMessage ?? 'The message is not an EIP-4361 message',
    )
  }
}

async function checkSignature(
  deps: VerifySignInDeps,
  fields: SiweFields,
  message: string,
  signature: Hex,
): Promise<SignInFailure | undefined> {
  try {
    const valid = await deps.signatureVerifier.verify({
      address: fields.address,
      message,
      signature,
      chainId: fields.chainId,
    })
    return valid ? undefined : fail('bad-signature', 'The signature does not match the address')
  } catch {
    return fail('verifier-unavailable', 'The signature could not be checked, please retry')
  }
}

/**
 * product rules: "When a sign-in message verifies": parses the message, consumes its nonce (whatever happens next, so a
 * message is never tried twice), then checks origin, chain, times and finally the signature (the only step that may
 * need the network). A message that does not parse still consumes the nonce its `Nonce:` line names.
 * @example await verifySignIn(deps, { message, signature }) // { ok: true, session: { address, chainId }, fields }
 */
export async function verifySignIn(
  deps: VerifySignInDeps,
  { message, signature }: { message: string; signature: Hex },
): Promise<SignInResult> {
  const fields = parse(message, deps.checksumAddress)
  const now = deps.clock.now()
  if ('ok' in fields) {
    // A broken message may name more than one; the request body limit bounds how many.
    for (const named of namedNonces(message)) await deps.nonceStore.consume(named, now)
    return fields
  }
  const nonce = await deps.nonceStore.consume(fields.nonce, now)
  if (nonce !== 'ok') return NONCE_FAILURES[nonce]
  const refused =
    checkOrigin(fields, deps.expected) ??
    (deps.chainIds.includes(fields.chainId)
      ? undefined
      : fail('chain-not-configured', `Chain ${fields.chainId} is not configured`)) ??
    checkTimes(fields, now, deps.skewMs ?? DEFAULT_SKEW_MS) ??
    (await checkSignature(deps, fields, message, signature))
  if (refused) return refused
  return { ok: true, session: { address: fields.address, chainId: fields.chainId }, fields }
}
