import type { Address } from '../shared/hex'

/** product rules: "Sign-in messages": the catalogue codes of the four failures the sign-in step can show. */
export type SignInFailureCode = 'sign-in-prepare' | 'sign-in-sign' | 'sign-in-verify' | 'unknown'

/** A failure of the sign-in step, by code: the UI says it in the visitor's language (`errorText(t, failure)`). */
type SignInFailure = { code: SignInFailureCode }

/** product rules: "Sign-in dialog": idle (maybe with a failure), signing, verifying. */
export type SignInDialogState =
  | { status: 'idle'; failure?: SignInFailure | undefined }
  | { status: 'signing' }
  | { status: 'verifying' }

/** The initial state: idle, no failure. */
export const SIGN_IN_DIALOG_IDLE: SignInDialogState = { status: 'idle' }

/** Who signs in, and for which page: the fields of the EIP-4361 message that are not the nonce or the time. */
export type SignInRequest = {
  address: Address
  chainId: number
  /** The page's `host[:port]`, e.g. `localhost:8080` (must equal APP_ORIGIN's). */
  domain: string
  /** The page's origin, e.g. `http://localhost:8080`. */
  uri: string
  /** The page's scheme when it is not https, e.g. `http` (EIP-4361: a message without a scheme is for https). */
  scheme?: string | undefined
}
