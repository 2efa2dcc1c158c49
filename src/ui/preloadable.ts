import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A component whose code loads on demand, usable directly (no Suspense round) once it has loaded. */
export type Preloadable<P> = {
  /** For views rendered before the code has loaded: suspends until it has (a new one for a load after a failure). */
  readonly Lazy: LazyExoticComponent<ComponentType<P>>
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
  let failed = false
  // React.lazy keeps a failure for good, so a load started after a failure comes with a fresh lazy component. Not
  // sooner: a view re-rendered meanwhile must get the same failed one (its error boundary takes over), not a new
  // attempt on every render.
  const makeLazy = () => lazy(() => loadOnce().then((c) => ({ default: c })))
  let current = makeLazy()
  const loadOnce = (): Promise<ComponentType<P>> => {
    if (!pending && failed) {
      failed = false
      current = makeLazy()
    }
    pending ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (err: unknown) => {
        pending = undefined
        failed = true
        throw err
      },
    )
    return pending
  }
  return {
    get Lazy() {
      return current
    },
    load: loadOnce,
    loaded: () => component,
  }
}
