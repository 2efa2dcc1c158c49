import type { CreatorsApi } from '../../ports/creatorsApi'
import type { SupportTotal } from '../../ports/creatorStore'
import type { Address } from '../shared/hex'
import { StateStore } from '../shared/store'
import { describeApiFailure } from './describeApiFailure'
import {
  noteKey,
  RECEIVED_NOTES_INITIAL,
  receivedNotes,
  type ReceivedNotesEffect,
  type ReceivedNotesEvent,
  type ReceivedNotesState,
} from './receivedNotes'

const BAD_RESPONSE = { code: 'bad-response' }

/** What the creator received per chain, as the studio shows it. */
export type ReceivedTotals =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly totals: readonly SupportTotal[] }
  | { readonly status: 'failed'; readonly message: string }

export type ReceivedSupportServiceDeps = {
  api: () => Promise<CreatorsApi>
  /** The signed-in creator. */
  creator: Address
}

/**
 * The studio's "Support received": the notes (the {@link receivedNotes} machine run against the creators API) and
 * the totals per chain, each readable as a store.
 */
export class ReceivedSupportService {
  readonly notes = new StateStore<ReceivedNotesState>(RECEIVED_NOTES_INITIAL)
  readonly totals = new StateStore<ReceivedTotals>({ status: 'loading' })
  private started = false

  constructor(private readonly deps: ReceivedSupportServiceDeps) {}

  /** Reads the first page of notes and the totals once (later calls do nothing). */
  start(): void {
    if (this.started) return
    this.started = true
    this.dispatch({ type: 'load' })
    this.loadTotals()
  }

  dispatch = (event: ReceivedNotesEvent): void => {
    const [next, effects] = receivedNotes(this.notes.getSnapshot(), event)
    this.notes.set(next)
    for (const effect of effects) this.run(effect)
  }

  /** Reads the totals again (after a failure). */
  loadTotals = (): void => {
    const { api, creator } = this.deps
    this.totals.set({ status: 'loading' })
    api()
      .then((client) => client.supportTotals(creator))
      .then(
        (totals) => this.totals.set({ status: 'ready', totals }),
        (err) => this.totals.set({ status: 'failed', message: describeApiFailure(err, 'Could not load the totals') }),
      )
  }

  private run(effect: ReceivedNotesEffect): void {
    const { api, creator } = this.deps
    switch (effect.type) {
      case 'load-page': {
        const { cursor } = effect
        api()
          .then((client) => client.listSupports(creator, cursor ?? undefined))
          .then(
            (page) => this.dispatch({ type: 'page-loaded', cursor, items: page.items, nextCursor: page.nextCursor }),
            (err) =>
              this.dispatch({
                type: 'page-failed',
                cursor,
                message: describeApiFailure(err, 'Could not load the notes'),
              }),
          )
        return
      }
      case 'set-hidden': {
        const key = noteKey(effect)
        const failed = effect.hidden ? 'Could not hide this note' : 'Could not show this note'
        api()
          .then((client) => client.setSupportHidden(creator, effect.chainId, effect.txHash, effect.hidden))
          .then(
            (note) =>
              // An answer about another note would leave this row waiting for ever: it is a failure.
              noteKey(note) === key
                ? this.dispatch({ type: 'toggled', note })
                : this.dispatch({ type: 'toggle-failed', key, message: describeApiFailure(BAD_RESPONSE, failed) }),
            (err) => this.dispatch({ type: 'toggle-failed', key, message: describeApiFailure(err, failed) }),
          )
        return
      }
    }
  }
}
