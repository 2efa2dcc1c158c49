import { describe, expect, test } from 'vitest'
import { loadedValues } from '../../src/ui/loadedValues'

describe('loadedValues', () => {
  test('default: nothing is known before a load resolves; then its value, for that loader only', async () => {
    const values = loadedValues<string>()
    const a = async () => 'a'
    const b = async () => 'b'
    const loading = values.load(a)
    expect(values.get(a)).toBeUndefined()
    await expect(loading).resolves.toBe('a')
    expect(values.get(a)).toBe('a')
    expect(values.get(b)).toBeUndefined()
  })

  test('behavior: a failed load rejects and keeps nothing; a later success is kept', async () => {
    const values = loadedValues<number>()
    let fail = true
    const load = async () => {
      if (fail) throw new Error('chunk failed')
      return 1
    }
    await expect(values.load(load)).rejects.toThrow('chunk failed')
    expect(values.get(load)).toBeUndefined()
    fail = false
    await values.load(load)
    expect(values.get(load)).toBe(1)
  })
})
