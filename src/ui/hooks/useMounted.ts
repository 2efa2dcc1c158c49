import { neverChanges } from '../../domain/shared/store'
import { useSyncExternalStore } from 'react'

const subscribe = neverChanges
const onClient = () => true
const onServer = () => false

/**
 * False where the page is not live yet (rendered on a server or at build time, and while such HTML is hydrated), true
 * in a browser render (the connect button stays hidden until then). A browser render is mounted in the same commit it
 * is drawn in, so it needs no second render: the button is in the first frame React paints. Hydration renders the
 * server's false first (no mismatch) and true right after.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer)
}
