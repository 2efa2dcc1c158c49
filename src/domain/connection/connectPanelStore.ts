import { StateStore, type Readable } from '../shared/store'
import { connectPanel, type ConnectPanelEffect, type ConnectPanelEvent } from './connectPanel'
import { INITIAL_CONNECT_PANEL, type ConnectPanelState } from './connectPanelState'

/** Runs a connect panel's effects against the wallet session (the app's runner); results come back as events. */
export type ConnectPanelEffects = {
  run(effect: ConnectPanelEffect, dispatch: (event: ConnectPanelEvent) => void): void
  /** Reports the session's connect progress as panel events until the returned function is called. */
  follow(dispatch: (event: ConnectPanelEvent) => void): () => void
}

/** One connect panel (the desktop side panel or the mobile row): its state, its dispatch, and `start` to follow. */
export type ConnectPanelStore = Readable<ConnectPanelState> & {
  dispatch(event: ConnectPanelEvent): void
  start(): () => void
}

/**
 * A connect panel: the connectPanel machine in a store, its effects handed to `effects` in the dispatch itself, so a
 * wallet chosen in the list is asked to connect inside the click, before the panel's new step renders.
 */
export function createConnectPanelStore(effects: ConnectPanelEffects): ConnectPanelStore {
  const store = new StateStore(INITIAL_CONNECT_PANEL)
  const dispatch = (event: ConnectPanelEvent): void => {
    const [state, next] = connectPanel(store.getSnapshot(), event)
    store.set(state)
    for (const effect of next) effects.run(effect, dispatch)
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispatch,
    start: () => effects.follow(dispatch),
  }
}
