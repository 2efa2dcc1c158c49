import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { namedNonces } from '../../../src/domain/auth/namedNonces'
import { buildSiweMessage } from '../../../src/domain/auth/siweMessage'
import { siweFieldsArb } from '../../support/siweArbitraries'

describe('namedNonces', () => {
  test('behavior: a built message names exactly its nonce, unless the statement also looks like a Nonce line', () => {
    fc.assert(
      fc.property(siweFieldsArb, (fields) => {
        const found = namedNonces(buildSiweMessage(fields, { checksumAddress: getAddress }))
        expect(found).toContain(fields.nonce)
        if (!fields.statement?.startsWith('Nonce: ')) expect(found).toEqual([fields.nonce])
      }),
    )
  })

  test('behavior: anything found is a whole line of the text, and a valid nonce', () => {
    const line = fc.oneof(fc.string(), fc.stringMatching(/^Nonce: [A-Za-z0-9 !\r]{0,20}$/))
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n')
        for (const nonce of namedNonces(text)) {
          expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
          expect(text.split('\n')).toContain(`Nonce: ${nonce}`)
        }
      }),
    )
  })
})
