import type { AuthService } from '../domain/auth/authService'
import {
  INITIAL_SIGN_IN,
  signInDialog,
  type SignInEffect,
  type SignInEvent,
  type SignInState,
  type SignInWiring,
} from '../domain/auth/signInDialog'
import type { SignInDialogState, SignInRequest } from '../domain/auth/signInDialogState'
import type { ChecksumAddress } from '../domain/auth/siweFields'
import { buildSiweMessage } from '../domain/auth/siweMessage'
import { hasCode } from '../domain/errors/baseError'
import type { Address, Hex } from '../domain/shared/hex'
import { runMachine, type EffectContext, type Machine } from '../domain/shared/machine'
import { StateStore, type Readable } from '../domain/shared/store'
import type { AuthApi } from '../ports/authApi'

/** The message's statement unless the app gives one. */
const DEFAULT_STATEMENT = 'Sign in with Ethereum to the app.'

export type SignInWiringDeps = {
  api: AuthApi
  auth: Pick<AuthService, 'wallet' | 'events$' | 'accept' | 'revoke'>
  /**
   * personal_sign through the wallet; rejects with the wallet failure the session hands out, a user rejection with
   * code `user-rejected` (product rules: "Wallet errors").
   */
  sign(args: { address: Address; message: string }): Promise<Hex>
  /** Loads the chain library's EIP-55 checksum (it stays out of the first page load). */
  loadChecksum: () => Promise<ChecksumAddress>
  now: () => number
  /** The human sentence of the message. */
  statement?: string | undefined
}

/**
 * The sign-in step's effects: the nonce and the verification through the AuthApi, the message built with the loaded
 * checksum and signed by the wallet, the session handed to the auth service (or revoked there). `follow` reports the
 * auth service's wallet reports and sign-outs.
 */
function createSignInWiring({ api, auth, sign, loadChecksum, now, statement }: SignInWiringDeps): SignInWiring {
  return {
    handlers: {
      fetchNonce: ({ id }, { send }) => {
        const requestedAt = now()
        api.getNonce().then(
          (nonce) => send({ type: 'nonceFetched', id, nonce, requestedAt }),
          () => send({ type: 'nonceFetchFailed', id }),
        )
      },
      sign: (effect, context) => void signMessage(effect, context),
      verify: ({ attempt, message, signature }, { send }) => {
        api.verify({ message, signature }).then(
          (session) => send({ type: 'verified', attempt, session }),
          () => send({ type: 'verificationFailed', attempt }),
        )
      },
      acceptSession: ({ session }) => auth.accept(session),
      revokeSession: ({ attempt }, { send }) => {
        void auth.revoke().then(() => send({ type: 'sessionRevoked', attempt }))
      },
    },
    follow: (send) => {
      const wallet = auth.wallet
      if (wallet !== undefined) send({ type: 'walletReported', wallet })
      const subscription = auth.events$.subscribe(send)
      return () => subscription.unsubscribe()
    },
  }

  async function signMessage(
    { attempt, request, nonce, issuedAt }: Extract<SignInEffect, { type: 'sign' }>,
    { send }: EffectContext<SignInEvent>,
  ): Promise<void> {
    let message: string
    try {
      message = buildMessage(request, nonce, issuedAt, await loadChecksum())
    } catch {
      return send({ type: 'failed', attempt })
    }
    try {
      const signature = await sign({ address: request.address, message })
      send({ type: 'messageSigned', attempt, message, signature })
    } catch (err) {
      send({ type: hasCode(err, 'user-rejected') ? 'signatureRejected' : 'signingFailed', attempt })
    }
  }

  function buildMessage(request: SignInRequest, nonce: string, issuedAt: number, checksumAddress: ChecksumAddress) {
    const { scheme, domain, uri, chainId } = request
    const fields = {
      ...(scheme ? { scheme } : {}),
      domain,
      address: checksumAddress(request.address) as Address,
      statement: statement ?? DEFAULT_STATEMENT,
      uri,
      version: '1' as const,
      chainId,
      nonce,
      issuedAt: new Date(issuedAt).toISOString(),
    }
    return buildSiweMessage(fields, { checksumAddress })
  }
}

/** A running sign-in step: what the view shows, and the two things the visitor does. */
export type SignInSteps = {
  /** The step's state, as the view shows it (the same reference while it does not change). */
  dialog: Readable<SignInDialogState>
  machine: Machine<SignInState, SignInEvent>
  /** The step opened: fetch a nonce ahead of the click (one older than 5 minutes is replaced). */
  prepare(): void
  /**
   * Signs in as `request` says (ignored while an attempt is under way); resolves once the attempt has ended, never
   * rejects.
   */
  signIn(request: SignInRequest): Promise<void>
}

/** Starts the sign-in step's machine with its wiring; it lives as long as the app. */
export function startSignIn(deps: SignInWiringDeps): SignInSteps {
  const wiring = createSignInWiring(deps)
  const machine = runMachine(signInDialog, INITIAL_SIGN_IN, wiring.handlers)
  wiring.follow?.(machine.send)
  const view = new StateStore(machine.getSnapshot().dialog)
  machine.subscribe(() => view.set(machine.getSnapshot().dialog))
  const dialog: Readable<SignInDialogState> = { getSnapshot: view.getSnapshot, subscribe: view.subscribe }
  return {
    dialog,
    machine,
    prepare: () => machine.send({ type: 'stepOpened', at: deps.now() }),
    signIn: (request) => {
      if (dialog.getSnapshot().status !== 'idle') return Promise.resolve()
      machine.send({ type: 'signInRequested', request, at: deps.now() })
      return new Promise<void>((resolve) => {
        // Heard at once, then on every change: the attempt may have ended already (the wallet had left).
        const stop = dialog.subscribe(() => {
          if (dialog.getSnapshot().status !== 'idle') return
          queueMicrotask(() => stop())
          resolve()
        })
      })
    },
  }
}
