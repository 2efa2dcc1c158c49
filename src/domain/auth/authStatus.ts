import type { AuthSession } from './session'

/** The sign-in side of a visit. `off` when the app runs without sign-in (VITE_AUTH=off). */
export type AuthState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; session: AuthSession }
