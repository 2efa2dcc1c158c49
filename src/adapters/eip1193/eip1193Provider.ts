/** EIP-1193 request arguments. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object | undefined }

// Listener parameters differ per event and per wallet; `any` keeps every wallet's provider type assignable.
// biome-ignore lint/suspicious/noExplicitAny: see above; `unknown[]` would reject every typed wallet listener
type Listener = (...args: any[]) => void

/** The part of an EIP-1193 provider the connectors use (injected, EIP-6963, WalletConnect and Coinbase all fit). */
export type Eip1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): unknown
  removeListener(event: string, listener: Listener): unknown
}

/** True for an object with EIP-1193's `request`, `on` and `removeListener` functions. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  try {
    const p = value as Record<string, unknown>
    return typeof p.request === 'function' && typeof p.on === 'function' && typeof p.removeListener === 'function'
  } catch {
    return false
  }
}
