import 'reflect-metadata/lite'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { metadata } from '../../src/app/reflectMetadataLite'

// The real polyfill, loaded first: ours installs nothing over it, and is compared with it through `metadata`. The
// built app's container runs on ours in every e2e test.
const real = Reflect as unknown as typeof metadata

const keyArb = fc.constantFrom<unknown>('a', 'b', Symbol.for('c'), 1)
const propertyArb = fc.constantFrom<string | symbol | undefined>(undefined, 'x', Symbol.for('y'))
const opArb = fc.record({ target: fc.nat(3), key: keyArb, property: propertyArb, value: fc.anything() })

/** Four fresh objects each run, the later ones inheriting from the earlier (a class chain's prototypes). */
function chain(): object[] {
  const base = {}
  const middle = Object.create(base) as object
  return [base, middle, Object.create(middle) as object, {}]
}

describe('reflectMetadataLite', () => {
  test('property: after any definitions, own and inherited reads answer as reflect-metadata does', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), fc.array(opArb, { maxLength: 10 }), (ops, reads) => {
        const ours = chain()
        const theirs = chain()
        for (const { target, key, property, value } of ops) {
          metadata.defineMetadata(key, value, ours[target] as object, property)
          real.defineMetadata(key, value, theirs[target] as object, property)
        }
        for (const { target, key, property } of [...ops, ...reads]) {
          expect(metadata.getOwnMetadata(key, ours[target] as object, property)).toEqual(
            real.getOwnMetadata(key, theirs[target] as object, property),
          )
          expect(metadata.getMetadata(key, ours[target] as object, property)).toEqual(
            real.getMetadata(key, theirs[target] as object, property),
          )
        }
      }),
    )
  })
})
