/** A place in a LinkedQueue, kept by whoever may take the value out of the middle later. */
export type QueueNode<T> = { readonly value: T; prev: QueueNode<T> | undefined; next: QueueNode<T> | undefined }

/**
 * First in, first out, and any entry can also leave from the middle through its node; every step is O(1). A Map or
 * Set used as a queue is not: V8 leaves a hole for each entry deleted from the front until the next rehash, and every
 * read of the front walks past those holes (a full store issued many times slower than an unbounded one).
 */
export class LinkedQueue<T> {
  private head: QueueNode<T> | undefined
  private tail: QueueNode<T> | undefined
  private count = 0

  get size(): number {
    return this.count
  }

  /** The value that has waited longest, if any. */
  get first(): T | undefined {
    return this.head?.value
  }

  /** Appends `value`; keep the node to remove it later. */
  push(value: T): QueueNode<T> {
    return this.insertAfter(this.tail, value)
  }

  /** Puts `value` right behind `prev` (a node of this queue), or first when `prev` is undefined. */
  insertAfter(prev: QueueNode<T> | undefined, value: T): QueueNode<T> {
    const next = prev ? prev.next : this.head
    const node: QueueNode<T> = { value, prev, next }
    if (prev) prev.next = node
    else this.head = node
    if (next) next.prev = node
    else this.tail = node
    this.count += 1
    return node
  }

  /** Takes out a node this queue returned from push (once). */
  remove(node: QueueNode<T>): void {
    if (node.prev) node.prev.next = node.next
    else this.head = node.next
    if (node.next) node.next.prev = node.prev
    else this.tail = node.prev
    node.prev = node.next = undefined
    this.count -= 1
  }
}
