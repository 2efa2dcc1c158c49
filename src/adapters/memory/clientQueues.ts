import { LinkedQueue, type QueueNode } from './linkedQueue'

type Client<T> = { readonly key: string; readonly queue: LinkedQueue<T>; rank: QueueNode<Client<T>> | undefined }

/** Where a value sits: hand it back to ClientQueues.remove. */
export type ClientSlot<T> = { readonly client: Client<T>; readonly node: QueueNode<T> }

/**
 * One FIFO queue per client key, and at any time the oldest value of the client holding the most; every step O(1).
 * Counts only move by one, so clients sit in one list per count (`ranks[n]`: the clients holding n, in the order they
 * got there) and the largest count moves by at most one per step. A client holding nothing is forgotten.
 */
export class ClientQueues<T> {
  private readonly clients = new Map<string, Client<T>>()
  private readonly ranks: LinkedQueue<Client<T>>[] = []
  private largest = 0

  /** Appends `value` to `key`'s queue. */
  push(key: string, value: T): ClientSlot<T> {
    let client = this.clients.get(key)
    if (!client) {
      client = { key, queue: new LinkedQueue(), rank: undefined }
      this.clients.set(key, client)
    }
    const node = client.queue.push(value)
    this.rerank(client, client.queue.size - 1)
    return { client, node }
  }

  /** Takes a value out of its client's queue, wherever it sits. */
  remove({ client, node }: ClientSlot<T>): void {
    client.queue.remove(node)
    this.rerank(client, client.queue.size + 1)
  }

  /** The oldest value of the client holding the most (of the first to reach that count, on a tie). */
  oldestOfLargest(): T | undefined {
    return this.ranks[this.largest]?.first?.queue.first
  }

  private rerank(client: Client<T>, from: number): void {
    const to = client.queue.size
    if (client.rank) this.ranks[from]!.remove(client.rank)
    if (to > 0) this.ranks[to] ??= new LinkedQueue()
    client.rank = to > 0 ? this.ranks[to]!.push(client) : undefined
    if (to === 0) this.clients.delete(client.key)
    if (to > this.largest) this.largest = to
    while (this.largest > 0 && !this.ranks[this.largest]!.size) this.largest -= 1
  }
}
