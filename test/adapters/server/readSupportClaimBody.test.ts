import { describe, expect, test } from 'vitest'
import { readSupportClaimBody } from '../../../src/adapters/server/readSupportClaimBody'

const txHash = `0x${'AB'.repeat(32)}`

describe('readSupportClaimBody', () => {
  test('default: the claim with the hash in lower case and the note trimmed', () => {
    expect(readSupportClaimBody({ chainId: 1, txHash, note: '  Thanks!  ' })).toEqual({
      chainId: 1,
      txHash: txHash.toLowerCase(),
      note: 'Thanks!',
    })
  })

  test('parameters: chainId must be a positive integer', () => {
    for (const chainId of [0, -1, 1.5, '1', null, undefined, 2 ** 53]) {
      expect(readSupportClaimBody({ chainId, txHash, note: '' })).toEqual({
        code: 'invalid-body',
        field: 'chainId',
        message: '`chainId` must be a positive integer',
      })
    }
  })

  test('parameters: txHash must be 32 bytes of hex', () => {
    for (const bad of ['0x12', txHash.slice(2), `${txHash}00`, 12, undefined]) {
      expect(readSupportClaimBody({ chainId: 1, txHash: bad, note: '' })).toMatchObject({
        code: 'invalid-body',
        field: 'txHash',
      })
    }
  })

  test('parameters: the note follows validateSupportNoteText, every problem listed', () => {
    expect(readSupportClaimBody({ chainId: 1, txHash, note: `\u0007${'x'.repeat(141)}` })).toEqual({
      code: 'invalid-note',
      field: 'note',
      message: 'The note cannot be stored',
      problems: [
        { field: 'note', code: 'noteLength', params: { max: 140 } },
        { field: 'note', code: 'noteControl' },
      ],
    })
    expect(readSupportClaimBody({ chainId: 1, txHash })).toMatchObject({
      code: 'invalid-note',
      problems: [{ field: 'note', code: 'fieldMissing' }],
    })
  })

  test('behavior: inherited members do not count', () => {
    const body = Object.create({ chainId: 1, txHash, note: '' }) as Record<string, unknown>
    expect(readSupportClaimBody(body)).toMatchObject({ code: 'invalid-body', field: 'chainId' })
  })
})
