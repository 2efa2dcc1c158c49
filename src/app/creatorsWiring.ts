import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import type { AuthState } from '../domain/auth/authStatus'
import type { Claim } from '../domain/support/claim'
import type { NoteRecordingEvent, SentSupport } from '../domain/support/noteRecording'
import { noteAnswerOf, noteRecording, startNoteRecording } from '../domain/support/noteRecording'
import { notePresenceOf } from '../domain/support/notePresence'
import type { ProfileEditorEffect, ProfileEditorEvent } from '../domain/creators/profileEditor'
import { refusedProblems } from '../domain/creators/refusedProblems'
import { type FailedAction, failureOf } from '../domain/errors/failure'
import type { Address } from '../domain/shared/hex'
import { type MachineWiring, runMachine } from '../domain/shared/machine'
import type { Readable } from '../domain/shared/store'
import type { CreatorsApi } from '../ports/creatorsApi'
import { recordNoteMutation, saveProfileMutation } from '../ui/pages/creatorQueries'
import type { NoteRecorder, StudioWiring, UiServices } from '../ui/servicesContext'

type Api = () => Promise<CreatorsApi>

const failed = (action: FailedAction, error: unknown) => ({ action, cause: failureOf(error) })

/**
 * The profile editor's one effect, `save`, through the data cache (saveProfileMutation: the stored copy becomes the
 * cached profile), reporting its answer.
 */
function profileEditorWiring(
  api: Api,
  queryClient: QueryClient,
  creator: Address,
): MachineWiring<ProfileEditorEvent, ProfileEditorEffect> {
  return {
    handlers: {
      save: (effect, { send }) => {
        new MutationObserver(queryClient, saveProfileMutation(api, queryClient, creator)).mutate(effect.profile).then(
          (profile) => send({ type: 'saved', profile }),
          (error) =>
            send({ type: 'saveFailed', failure: failed('save-profile', error), problems: refusedProblems(error) }),
        )
      },
    },
  }
}

/** The studio's machine, wired to the creators API for the signed-in `creator`, its writes through `queryClient`. */
function createStudioWiring(api: Api, queryClient: QueryClient, creator: Address): StudioWiring {
  return { profileEditor: profileEditorWiring(api, queryClient, creator) }
}

type NoteRecorderDeps = {
  api: Api
  /** Where the recording is written (recordNoteMutation: the creator's supports are then read again). */
  queryClient: QueryClient
  /** The visitor's sign-in. */
  auth: Readable<AuthState>
  /** The support transaction's status in Recent Transactions (undefined while it is not listed). */
  transaction: Readable<'pending' | 'confirmed' | 'failed' | undefined>
}

/**
 * Records a supporter's note once their support is confirmed and they are signed in as its sender
 * (product rules: "Support notes"): the noteRecording machine, following the sign-in and the transaction, asking the server
 * through the data cache (recordNoteMutation, which has the creator's supports read again once it is recorded),
 * waiting between attempts (the timer stops on dispose).
 */
function createNoteRecorder(
  claim: Claim,
  from: Address | undefined,
  { api, queryClient, auth, transaction }: NoteRecorderDeps,
): NoteRecorder {
  const machine = runMachine(noteRecording, startNoteRecording(claim), {
    record: (effect, { send }) => {
      const { creator, chainId, txHash, note } = effect.claim
      new MutationObserver(queryClient, recordNoteMutation(api, queryClient, creator))
        .mutate({ chainId, txHash, note })
        .then(
          () => send({ type: 'answered', answer: { type: 'recorded' } }),
          (error: unknown) => send({ type: 'answered', answer: noteAnswerOf(error) }),
        )
    },
    wait: (effect, { send, signal }) => {
      const id = setTimeout(() => send({ type: 'waited' }), effect.ms)
      signal.addEventListener('abort', () => clearTimeout(id), { once: true })
    },
  })
  const send = (event: NoteRecordingEvent) => machine.send(event)
  const onAuth = () => send({ type: 'presenceChanged', presence: notePresenceOf(auth.getSnapshot(), from) })
  const onTransaction = () => {
    const status = transaction.getSnapshot()
    if (status) send({ type: 'transactionChanged', status })
  }
  const stops = [auth.subscribe(onAuth), transaction.subscribe(onTransaction)]
  onAuth()
  onTransaction()
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    retry: () => send({ type: 'retried' }),
    dispose: () => {
      for (const stop of stops.splice(0)) stop()
      machine.dispose()
    },
  }
}

export type CreatorsWiringDeps = {
  /** The creators API's client, loaded on demand; absent when the site has none (sign-in off). */
  api: Api | undefined
  /** The visitor's sign-in. */
  auth: Readable<AuthState>
  /** Recent Transactions, where a sent support's status is followed; absent means no note is recorded. */
  transactions: Pick<Transactions, 'select'> | undefined
}

type Transactions = NonNullable<UiServices['transactions']>

/**
 * The creators pages' wiring over the creators API, sign-in and Recent Transactions: the studio's machines for a
 * creator, and the note recorder of a sent support; none without a creators API (the note recorder needs Recent
 * Transactions too).
 */
export function createCreatorsWiring({
  api,
  auth,
  transactions,
}: CreatorsWiringDeps): Pick<UiServices, 'studio' | 'noteRecorder'> {
  if (!api) return {}
  return {
    studio: (creator: Address, queryClient: QueryClient) => createStudioWiring(api, queryClient, creator),
    noteRecorder: transactions
      ? (sent: SentSupport, queryClient: QueryClient) => {
          const { claim, from } = sent
          const log = transactions.select(from, claim.chainId)
          const hash = claim.txHash.toLowerCase()
          const transaction = {
            getSnapshot: () => log.getSnapshot().find((tx) => tx.hash.toLowerCase() === hash)?.status,
            subscribe: log.subscribe,
          }
          return createNoteRecorder(claim, from, { api, queryClient, auth, transaction })
        }
      : undefined,
  }
}
