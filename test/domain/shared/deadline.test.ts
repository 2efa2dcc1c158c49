import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { settleWithin, withDeadline } from '../../../src/domain/shared/deadline'

const late = () => new Error('late')

describe('withDeadline', () => {
  test('property: work that settles before the deadline settles the same way, sync or async, value or failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything(),
        fc.boolean(),
        fc.constantFrom('value', 'rejects', 'throws'),
        async (value, sync, how) => {
          const work = () => {
            if (how === 'throws') throw value
            if (how === 'rejects') return Promise.reject(value)
            return sync ? value : Promise.resolve(value)
          }
          const outcome = await withDeadline(work, 60_000, late).then(
            (v) => ({ ok: true, v }),
            (e: unknown) => ({ ok: false, v: e }),
          )
          expect(outcome).toEqual({ ok: how === 'value', v: value })
        },
      ),
    )
  })

  test('behavior: work that never settles rejects with late() at the deadline', async () => {
    await expect(withDeadline(() => new Promise<never>(() => undefined), 20, late)).rejects.toThrow('late')
  })
})

describe('settleWithin', () => {
  test('behavior: never rejects: a failure, a throw and a hang all go on', async () => {
    await expect(settleWithin(() => Promise.reject(new Error('x')), 1_000)).resolves.toBeUndefined()
    await expect(
      settleWithin(() => {
        throw new Error('sync')
      }, 1_000),
    ).resolves.toBeUndefined()
    await expect(settleWithin(() => new Promise(() => undefined), 20)).resolves.toBeUndefined()
  })
})
