import type { AuthState } from '../domain/auth/authStatus'
import type { Claim } from '../domain/support/claim'
import type { NoteRecordingEvent, SentSupport } from '../domain/support/noteRecording'
import { noteAnswerOf, noteRecording, startNoteRecording } from '../domain/support/noteRecording'
import { notePresenceOf } from '../domain/support/notePresence'
import type { ProfileEditorEffect, ProfileEditorEvent } from '../domain/creators/profileEditor'
import { noteKey, type ReceivedNotesEffect, type ReceivedNotesEvent } from '../domain/creators/receivedNotes'
import type { ReceivedTotalsEffect, ReceivedTotalsEvent } from '../domain/creators/receivedTotals'
import { refusedProblems } from '../domain/creators/refusedProblems'
import { type FailedAction, failureOf } from '../domain/errors/failure'
import type { Address } from '../domain/shared/hex'
import { type MachineWiring, runMachine } from '../domain/shared/machine'
import type { Readable } from '../domain/shared/store'
import type { CreatorsApi } from '../ports/creatorsApi'
import type { NoteRecorder, StudioWiring, UiServices } from '../ui/servicesContext'

type Api = () => Promise<CreatorsApi>

const failed = (action: FailedAction, error: unknown) => ({ action, cause: failureOf(error) })

/**
 * Opens the machine once per wiring: `follow` runs on every mount of its view (twice under StrictMode), the request
 * must not.
 */
function openOnce<E>(event: E): (send: (event: E) => void) => () => void {
  let opened = false
  return (send) => {
    if (!opened) {
      opened = true
      send(event)
    }
    return () => undefined
  }
}

/** The profile editor's effects against the creators API: `load` and `save`, each reporting its answer. */
export function profileEditorWiring(
  api: Api,
  creator: Address,
): MachineWiring<ProfileEditorEvent, ProfileEditorEffect> {
  return {
    handlers: {
      load: (_, { send }) => {
        api()
          .then((client) => client.getProfile(creator))
          .then(
            (profile) => send({ type: 'loaded', profile }),
            (error) => send({ type: 'loadFailed', failure: failed('load-profile', error) }),
          )
      },
      save: (effect, { send }) => {
        api()
          .then((client) => client.putProfile(creator, effect.profile))
          .then(
            (profile) => send({ type: 'saved', profile }),
            (error) =>
              send({ type: 'saveFailed', failure: failed('save-profile', error), problems: refusedProblems(error) }),
          )
      },
    },
    follow: openOnce<ProfileEditorEvent>({ type: 'opened' }),
  }
}

/** The received notes' effects: pages of notes and hide/show, each reporting its answer. */
export function receivedNotesWiring(
  api: Api,
  creator: Address,
): MachineWiring<ReceivedNotesEvent, ReceivedNotesEffect> {
  return {
    handlers: {
      loadPage: ({ cursor }, { send }) => {
        api()
          .then((client) => client.listSupports(creator, cursor ?? undefined))
          .then(
            (page) => send({ type: 'pageLoaded', cursor, items: page.items, nextCursor: page.nextCursor }),
            (error) => send({ type: 'pageFailed', cursor, failure: failed('load-notes', error) }),
          )
      },
      setHidden: (effect, { send }) => {
        const key = noteKey(effect)
        const action = effect.hidden ? 'hide-note' : 'show-note'
        api()
          .then((client) => client.setSupportHidden(creator, effect.chainId, effect.txHash, effect.hidden))
          .then(
            (note) =>
              // An answer about another note would leave this row waiting for ever: it is a failure.
              noteKey(note) === key
                ? send({ type: 'visibilityChanged', note })
                : send({ type: 'visibilityChangeFailed', key, failure: failed(action, { code: 'bad-response' }) }),
            (error) => send({ type: 'visibilityChangeFailed', key, failure: failed(action, error) }),
          )
      },
    },
    follow: openOnce<ReceivedNotesEvent>({ type: 'pageRequested' }),
  }
}

/** The totals' one effect: read them. */
export function receivedTotalsWiring(
  api: Api,
  creator: Address,
): MachineWiring<ReceivedTotalsEvent, ReceivedTotalsEffect> {
  return {
    handlers: {
      load: (_, { send }) => {
        api()
          .then((client) => client.supportTotals(creator))
          .then(
            (totals) => send({ type: 'loaded', totals }),
            (error) => send({ type: 'loadFailed', failure: failed('load-totals', error) }),
          )
      },
    },
    follow: openOnce<ReceivedTotalsEvent>({ type: 'requested' }),
  }
}

/** The studio's three machines, wired to the creators API for the signed-in `creator`. */
export function createStudioWiring(api: Api, creator: Address): StudioWiring {
  return {
    profileEditor: profileEditorWiring(api, creator),
    receivedNotes: receivedNotesWiring(api, creator),
    receivedTotals: receivedTotalsWiring(api, creator),
  }
}

export type NoteRecorderDeps = {
  api: Api
  /** The visitor's sign-in. */
  auth: Readable<AuthState>
  /** The support transaction's status in Recent Transactions (undefined while it is not listed). */
  transaction: Readable<'pending' | 'confirmed' | 'failed' | undefined>
}

/**
 * Records a supporter's note once their support is confirmed and they are signed in as its sender
 * (product rules: "Support notes"): the noteRecording machine, following the sign-in and the transaction, asking the server, waiting
 * between attempts (the timer stops on dispose), and calling `onRecorded` once the note is recorded.
 */
export function createNoteRecorder(
  claim: Claim,
  from: Address | undefined,
  { api, auth, transaction }: NoteRecorderDeps,
  onRecorded: () => void,
): NoteRecorder {
  const machine = runMachine(noteRecording, startNoteRecording(claim), {
    record: (effect, { send }) => {
      const { creator, chainId, txHash, note } = effect.claim
      api()
        .then((client) => client.submitClaim(creator, { chainId, txHash, note }))
        .then(
          () => send({ type: 'answered', answer: { type: 'recorded' } }),
          (error: unknown) => send({ type: 'answered', answer: noteAnswerOf(error) }),
        )
    },
    wait: (effect, { send, signal }) => {
      const id = setTimeout(() => send({ type: 'waited' }), effect.ms)
      signal.addEventListener('abort', () => clearTimeout(id), { once: true })
    },
    announceRecorded: () => onRecorded(),
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
    studio: (creator: Address) => createStudioWiring(api, creator),
    noteRecorder: transactions
      ? (sent: SentSupport, onRecorded: () => void) => {
          const { claim, from } = sent
          const log = transactions.select(from, claim.chainId)
          const hash = claim.txHash.toLowerCase()
          const transaction = {
            getSnapshot: () => log.getSnapshot().find((tx) => tx.hash.toLowerCase() === hash)?.status,
            subscribe: log.subscribe,
          }
          return createNoteRecorder(claim, from, { api, auth, transaction }, onRecorded)
        }
      : undefined,
  }
}

/**
 * `services` with the creators pages' wiring (createCreatorsWiring) over its creators API, sign-in and Recent
 * Transactions; as they are when they already have it or have no creators API. For tests that hand-build their
 * services (the app's come from the container, src/app/pageWiring.ts).
 */
export function withCreatorsWiring(services: UiServices): UiServices {
  const { creatorsApi: api, auth, transactions } = services
  if (!api) return services
  const built = createCreatorsWiring({ api, auth, transactions })
  return {
    ...services,
    studio: services.studio ?? built.studio,
    noteRecorder: services.noteRecorder ?? built.noteRecorder,
  }
}
