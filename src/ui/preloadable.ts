import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A component whose code loads on demand, usable directly (no Suspense round) once it has loaded. */
export type Preloadable<P> = {
  /** For views rendered before the code has loaded: suspends until it has. */
  Lazy: LazyExoticComponent<ComponentType<P>>
  /** Starts loading (once; a failed load is tried again on the next call). */
  load(): Promise<ComponentType<P>>
  /** The component once loaded, else undefined. */
  loaded(): ComponentType<P> | undefined
}

/**
 * Wraps a code-split component so that, once its code has arrived (prefetched when the page was idle), the view
 * renders it at once instead of suspending for a tick as React.lazy does on its first render.
 */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const loadOnce = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (err: unknown) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }
  return { Lazy: lazy(() => loadOnce().then((c) => ({ default: c }))), load: loadOnce, loaded: () => component }
}
