import { LinkedQueue, type QueueNode } from './linkedQueue'

type Rank<T> = { readonly count: number; readonly members: LinkedQueue<T>; node: QueueNode<Rank<T>> | undefined }

/** Where a value sits: hand it back to CountRanks.increment, countOf or remove. */
export type RankSlot<T> = { rank: Rank<T>; node: QueueNode<T> }

/**
 * Values with a count that starts at 0 and only goes up by one, and at any time the first value to reach the fewest;
 * every step O(1) whatever the counts. Only counts someone holds have a rank, kept in a list in ascending order: a
 * value that goes up by one joins the next rank or a new one right behind its own (the LFU cache's frequency list).
 */
export class CountRanks<T> {
  private readonly ranks = new LinkedQueue<Rank<T>>()

  /** Adds `value` with a count of 0. */
  add(value: T): RankSlot<T> {
    const first = this.ranks.first
    const rank = first?.count === 0 ? first : this.newRank(0, undefined)
    return { rank, node: rank.members.push(value) }
  }

  /** Counts one more for the value in `slot`. */
  increment(slot: RankSlot<T>): void {
    const { rank, node } = slot
    const next = rank.node!.next?.value
    slot.rank = next?.count === rank.count + 1 ? next : this.newRank(rank.count + 1, rank.node)
    slot.node = slot.rank.members.push(node.value)
    this.leave(rank, node)
  }

  countOf(slot: RankSlot<T>): number {
    return slot.rank.count
  }

  /** Takes a value out, whatever its count. */
  remove(slot: RankSlot<T>): void {
    this.leave(slot.rank, slot.node)
  }

  /** The value with the fewest counted (the first to get there, on a tie). */
  fewest(): T | undefined {
    return this.ranks.first?.members.first
  }

  private newRank(count: number, after: QueueNode<Rank<T>> | undefined): Rank<T> {
    const rank: Rank<T> = { count, members: new LinkedQueue(), node: undefined }
    rank.node = this.ranks.insertAfter(after, rank)
    return rank
  }

  private leave(rank: Rank<T>, node: QueueNode<T>): void {
    rank.members.remove(node)
    if (rank.members.size === 0) this.ranks.remove(rank.node!)
  }
}
