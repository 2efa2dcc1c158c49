import { describe, expect, test } from 'vitest'
import {
  DEFAULT_CHAIN_READER_OPTIONS,
  resolveChainReaderOptions,
} from '../../../src/adapters/chainReader/chainReaderOptions'

describe('resolveChainReaderOptions', () => {
  test('default', () => {
    expect(resolveChainReaderOptions()).toEqual({
      requestTimeout: 10_000,
      callTimeout: 30_000,
      pollingInterval: 4_000,
      receiptTimeout: 180_000,
    })
  })

  test('parameters: a given value replaces its default only', () => {
    expect(resolveChainReaderOptions({ pollingInterval: 100, callTimeout: undefined })).toEqual({
      ...DEFAULT_CHAIN_READER_OPTIONS,
      pollingInterval: 100,
    })
  })
})
