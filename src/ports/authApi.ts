import type { AuthSession } from '../domain/auth/session'
import type { Hex } from '../domain/shared/hex'

/** The sign-in API (product rules: "Sign-in API") as the browser sees it. Failures reject with a BaseError. */
export interface AuthApi {
  getNonce(): Promise<string>
  verify(args: { message: string; signature: Hex }): Promise<AuthSession>
  /** The live session, or null (401). */
  getSession(): Promise<AuthSession | null>
  logout(): Promise<void>
}
