import fc from 'fast-check'
import type { FieldEdit } from '../../../src/domain/creators/profileFields'

const index = fc.integer({ min: -1, max: 6 })
/** The form's assets, and one it has no rows for. */
const asset = fc.constantFrom('ETH', 'USDC', 'DAI')

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
  fc.record({ type: fc.constant('set-amount' as const), asset, index, value: fc.string({ maxLength: 12 }) }),
  fc.record({ type: fc.constant('add-amount' as const), asset }),
  fc.record({ type: fc.constant('remove-amount' as const), asset, index }),
)
