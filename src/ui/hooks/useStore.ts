import { useSyncExternalStore } from 'react'
import type { Readable } from '../../domain/shared/store'

/** The one bridge from domain state to React: re-renders only when the service's snapshot changes. */
export function useStore<S>(store: Readable<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
