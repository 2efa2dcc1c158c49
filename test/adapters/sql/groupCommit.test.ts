import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { groupCommit } from '../../../src/adapters/sql/groupCommit'

/** A `run` whose batches end only when the test says so, recording what each carried. */
function controlledRun<T>() {
  const batches: T[][] = []
  const ends: Array<() => void> = []
  const run = (inputs: readonly T[]) => {
    batches.push([...inputs])
    return new Promise<readonly T[]>((resolve) => ends.push(() => resolve(inputs.map((input) => input))))
  }
  /** Lets the microtasks run (a batch starts on one). */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
  return { batches, ends, run, settle }
}

describe('groupCommit', () => {
  test('default: a call with nothing running starts a batch at once; calls during it go together in the next', async () => {
    const { batches, ends, run, settle } = controlledRun<number>()
    const call = groupCommit(run, 10)
    const first = call(1)
    await settle()
    expect(batches).toEqual([[1]])
    const later = [call(2), call(3), call(4)]
    await settle()
    expect(batches).toEqual([[1]])
    ends[0]!()
    expect(await first).toBe(1)
    await settle()
    expect(batches).toEqual([[1], [2, 3, 4]])
    ends[1]!()
    expect(await Promise.all(later)).toEqual([2, 3, 4])
  })

  test('parameters: maxBatchSize; no batch carries more', async () => {
    const { batches, ends, run, settle } = controlledRun<number>()
    const call = groupCommit(run, 2)
    const all = [1, 2, 3, 4, 5].map((n) => call(n))
    await settle()
    expect(batches.every((batch) => batch.length <= 2)).toBe(true)
    while (ends.length > 0) {
      ends.shift()!()
      await settle()
    }
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5])
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5])
  })

  test('behavior: an Error answered for one input rejects that call alone; a failed batch rejects its calls, not the next', async () => {
    let fail = false
    const call = groupCommit(async (inputs: readonly number[]) => {
      if (fail) throw new Error('the database is gone')
      return inputs.map((n) => (n < 0 ? new Error(`refused ${n}`) : n))
    }, 10)
    expect(await Promise.allSettled([call(1), call(-2)])).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('refused -2') },
    ])
    fail = true
    await expect(call(3)).rejects.toThrow('the database is gone')
    fail = false
    expect(await call(4)).toBe(4)
  })

  test('property: every call gets its own answer, each input runs once, no batch exceeds its size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer(), { maxLength: 8 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 5 }),
        async (waves, maxBatchSize) => {
          const seen: number[][] = []
          const call = groupCommit(async (inputs: readonly number[]) => {
            seen.push([...inputs])
            await new Promise((resolve) => setImmediate(resolve))
            return inputs.map((n) => n * 2)
          }, maxBatchSize)
          const answers: Promise<number>[] = []
          const inputs: number[] = []
          for (const wave of waves) {
            for (const n of wave) {
              inputs.push(n)
              answers.push(call(n))
            }
            await Promise.resolve()
          }
          expect(await Promise.all(answers)).toEqual(inputs.map((n) => n * 2))
          expect(seen.flat().sort((a, b) => a - b)).toEqual([...inputs].sort((a, b) => a - b))
          expect(seen.every((batch) => batch.length >= 1 && batch.length <= maxBatchSize)).toBe(true)
        },
      ),
    )
  })
})
