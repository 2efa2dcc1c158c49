import fc from 'fast-check'
import type { FieldEdit } from '../../../src/domain/creators/profileFields'

const index = fc.integer({ min: -1, max: 6 })

/** Any change a person can make to the profile form, rows out of range included. */
export const fieldEditArb: fc.Arbitrary<FieldEdit> = fc.oneof(
  fc.record({
    type: fc.constant('set' as const),
    field: fc.constantFrom('displayName' as const, 'bio' as const, 'accentColor' as const, 'thankYou' as const),
    value: fc.string({ maxLength: 60 }),
  }),
  fc.record({
    type: fc.constant('set-link' as const),
    index,
    part: fc.constantFrom('label' as const, 'url' as const),
    value: fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl()),
  }),
  fc.constant({ type: 'add-link' as const }),
  fc.record({ type: fc.constant('remove-link' as const), index }),
  fc.record({ type: fc.constant('set-amount' as const), index, value: fc.string({ maxLength: 12 }) }),
  fc.constant({ type: 'add-amount' as const }),
  fc.record({ type: fc.constant('remove-amount' as const), index }),
)
