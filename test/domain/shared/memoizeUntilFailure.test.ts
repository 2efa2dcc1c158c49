import { describe, expect, test } from 'vitest'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'

/** A loader whose answers the test queues: each call takes the next one. */
function queuedLoader(answers: Array<'ok' | 'fail'>) {
  let calls = 0
  const load = async (): Promise<string> => {
    const answer = answers[calls++]
    if (answer !== 'ok') throw new Error(`load ${calls} failed`)
    return `provider ${calls}`
  }
  return { load, calls: () => calls }
}

describe('memoizeUntilFailure', () => {
  test('default: every call shares the first successful load', async () => {
    const loader = queuedLoader(['ok', 'ok'])
    const load = memoizeUntilFailure(loader.load)
    const [a, b] = await Promise.all([load(), load()])
    expect([a, b, await load()]).toEqual(['provider 1', 'provider 1', 'provider 1'])
    expect(loader.calls()).toBe(1)
  })

  test('behavior: a failed load is forgotten, so the next call tries again', async () => {
    const loader = queuedLoader(['fail', 'ok'])
    const load = memoizeUntilFailure(loader.load)
    await expect(load()).rejects.toThrow('load 1 failed')
    expect(await load()).toBe('provider 2')
    expect(await load()).toBe('provider 2')
    expect(loader.calls()).toBe(2)
  })
})
