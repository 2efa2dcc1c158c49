import { describe, expect, test } from 'vitest'
import {
  equalSentIntents,
  MAX_KEPT_INPUT_LENGTH,
  parseSentIntent,
  sameIntent,
  toSentIntent,
} from '../../../src/domain/transactions/sentIntent'
import type { SentTransaction } from '../../../src/ports/chainReader'
import { hashOf } from './txArbitraries'

const A = '0x00000000000000000000000000000000000000a1'
const B = '0x00000000000000000000000000000000000000B2'
const TX: SentTransaction = { hash: hashOf(1), from: A, nonce: 7, to: B, value: 10n ** 16n, input: '0x' }

describe('toSentIntent', () => {
  test('default: nonce, to, value as a decimal string, input', () => {
    expect(toSentIntent(TX)).toEqual({ nonce: 7, to: B, value: '10000000000000000', input: '0x' })
  })

  test('parameters: call data longer than the kept length is not followed', () => {
    expect(toSentIntent({ ...TX, input: `0x${'ab'.repeat(MAX_KEPT_INPUT_LENGTH)}` })).toBeUndefined()
  })
})

describe('parseSentIntent', () => {
  test('default: what toSentIntent wrote reads back the same', () => {
    const intent = toSentIntent(TX)
    expect(parseSentIntent(JSON.parse(JSON.stringify(intent)))).toEqual(intent)
    expect(parseSentIntent({ nonce: 0, to: null, value: '0', input: '0x6080' })).toEqual({
      nonce: 0,
      to: null,
      value: '0',
      input: '0x6080',
    })
  })

  test('behavior: anything malformed is undefined', () => {
    const good = { nonce: 7, to: B, value: '1', input: '0x' }
    for (const bad of [
      null,
      'x',
      [],
      { ...good, nonce: -1 },
      { ...good, nonce: 1.5 },
      { ...good, nonce: '7' },
      { ...good, to: '0x12' },
      { ...good, to: undefined },
      { ...good, value: '-1' },
      { ...good, value: '01' },
      { ...good, value: 1 },
      { ...good, input: 'ab' },
      { ...good, input: '0xabc' },
      { ...good, input: `0x${'ab'.repeat(MAX_KEPT_INPUT_LENGTH)}` },
    ]) {
      expect(parseSentIntent(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})

describe('sameIntent', () => {
  const intent = toSentIntent(TX)!

  test('default: a speed-up (same to, value and input; any case) is the same intent', () => {
    expect(sameIntent(intent, { ...TX, hash: hashOf(2), to: B.toLowerCase() as typeof B })).toBe(true)
  })

  test('behavior: a cancel or any other change is not', () => {
    expect(sameIntent(intent, { ...TX, to: A, value: 0n })).toBe(false)
    expect(sameIntent(intent, { ...TX, value: TX.value + 1n })).toBe(false)
    expect(sameIntent(intent, { ...TX, input: '0x00' })).toBe(false)
    expect(sameIntent(intent, { ...TX, to: null })).toBe(false)
    expect(sameIntent({ ...intent, to: null }, { ...TX, to: null })).toBe(true)
  })
})

describe('equalSentIntents', () => {
  test('default', () => {
    expect(equalSentIntents(undefined, undefined)).toBe(true)
    expect(equalSentIntents(toSentIntent(TX), undefined)).toBe(false)
    expect(equalSentIntents(toSentIntent(TX), toSentIntent({ ...TX }))).toBe(true)
    expect(equalSentIntents(toSentIntent(TX), toSentIntent({ ...TX, nonce: 8 }))).toBe(false)
  })
})
