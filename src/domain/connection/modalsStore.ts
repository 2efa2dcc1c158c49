import { StateStore, type Readable } from '../shared/store'
import { INITIAL_MODALS, modals, type ModalsEvent, type ModalsState } from './modals'

/** Reports the session's connect and disconnect events and the connection status as modal events (the app's runner). */
export type ModalsSource = {
  /** Reports the status at once, then every change, until the returned function is called. */
  follow(dispatch: (event: ModalsEvent) => void): () => void
}

/** One set of modals (the header's widget or a page's connect prompt): its state, its dispatch, and `start`. */
export type ModalsStore = Readable<ModalsState> & {
  dispatch(event: ModalsEvent): void
  start(): () => void
}

/** The modals machine in a store, fed by `source` once started. */
export function createModalsStore(source: ModalsSource): ModalsStore {
  const store = new StateStore(INITIAL_MODALS)
  const dispatch = (event: ModalsEvent): void => store.update((state) => modals(state, event))
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispatch,
    start: () => source.follow(dispatch),
  }
}
