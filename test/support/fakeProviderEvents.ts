type Listener = (payload: unknown) => void

/**
 * The event half of a fake EIP-1193 provider (on / removeListener / emit), over real listener sets: the fake wallets
 * extend it so a test can both act as the wallet (emit) and check what the app still listens to (listenerCount).
 */
export class FakeProviderEvents {
  private readonly listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** How many listeners the app has on `event`. */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** Emits a provider event as the wallet would. */
  emit(event: string, payload: unknown): void {
    // A copy: a listener may remove itself while the event is delivered.
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }
}
