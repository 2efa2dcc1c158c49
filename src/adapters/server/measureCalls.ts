import type { ServerTelemetry } from '../../ports/serverTelemetry'

/**
 * The same object, each of whose calls that answer a promise is reported to `telemetry` with how it ended and how long it took
 * (a store's `nonces.consume`, a chain read). Properties that are not functions pass through.
 * @example const nonces = measureCalls('nonces', guardStore('nonces', store), telemetry)
 */
export function measureCalls<T extends object>(dependency: string, target: T, telemetry: ServerTelemetry): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver)
      if (typeof value !== 'function') return value
      const method = String(property)
      return (...args: unknown[]) => {
        const started = performance.now()
        const report = (ok: boolean) =>
          telemetry.dependencyCall({ dependency, method, ok, seconds: (performance.now() - started) / 1000 })
        const result: unknown = value.apply(object, args)
        // Only calls that answer a promise are measured (a watch answers an Observable at once).
        if (!(result instanceof Promise)) return result
        return result.then(
          (settled) => {
            report(true)
            return settled
          },
          (err: unknown) => {
            report(false)
            throw err
          },
        )
      }
    },
  })
}
