import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { numberSymbols, readAmountText } from '../../../src/domain/account/localNumbers'
import { ETH_ONLY } from '../../../src/domain/creators/profileAssets'
import {
  openProfileEditor,
  type ProfileEditorEvent,
  type ProfileEditorState,
  profileEditor,
  shownProblems,
} from '../../../src/domain/creators/profileEditor'
import { readTypedAmounts } from '../../../src/domain/creators/typedAmounts'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'
import { fieldEditArb } from './editorArbitraries'
import { profileArb } from './profileArbitraries'

const SAVE_FAILED = { action: 'save-profile', cause: { code: 'timeout' } } as const

const storedArb = profileArb.map((input) => {
  const checked = validateCreatorProfile(input)
  if (!checked.ok) throw new Error('profileArb made an invalid profile')
  return checked.profile
})

const eventArb: fc.Arbitrary<ProfileEditorEvent> = fc.oneof(
  { weight: 6, arbitrary: fieldEditArb.map((edit) => ({ type: 'edited' as const, edit })) },
  fc.record({
    type: fc.constant('languageChanged' as const),
    numerals: fc.constantFrom('en', 'de', 'fa', 'ar', 'hi').map(numberSymbols),
  }),
  { weight: 2, arbitrary: fc.constant({ type: 'submitted' as const }) },
  fc.record({ type: fc.constant('saved' as const), profile: storedArb }),
  fc.record({
    type: fc.constant('saveFailed' as const),
    failure: fc.constant(SAVE_FAILED),
    problems: fc.option(
      fc.array(
        fc.oneof(
          fc.record({ field: fc.string(), code: fc.constantFrom('linkUrlNotHttps' as const, 'amountFormat' as const) }),
          fc.record({
            field: fc.string(),
            code: fc.constant('displayNameLength' as const),
            params: fc.constant({ max: 50 }),
          }),
        ),
      ),
      { nil: undefined },
    ),
  }),
)

/** The form's problems as the editor must have them: the validation's, its amounts read in the form's language. */
function expectedProblems(state: ProfileEditorState) {
  const read = readTypedAmounts(state.fields, state.numerals)
  const checked = validateCreatorProfile(read.fields, state.assets)
  const own = checked.ok ? [] : checked.problems.filter((p) => !read.ambiguous.includes(p.field))
  return [...own, ...read.ambiguous.map((field) => ({ field, code: 'amountAmbiguous' as const }))]
}

const amountsRead = (state: ProfileEditorState) =>
  Object.values(state.fields.suggestedAmounts).map((list) =>
    list.map((amount) => readAmountText(amount, state.numerals)),
  )

describe('profileEditor', () => {
  test('behavior: from any reachable state, any event keeps the form and its problems in step; saves send only valid profiles', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state: ProfileEditorState = openProfileEditor(ETH_ONLY, null)
        for (const event of events) {
          const [next, effects] = profileEditor(state, event)
          for (const effect of effects) {
            expect(effect.type).toBe('save')
            // What is saved is the form read in its language, valid, with nothing ambiguous in it.
            const read = readTypedAmounts(state.fields, state.numerals)
            expect(read.ambiguous).toEqual([])
            expect(validateCreatorProfile(read.fields, state.assets)).toEqual({ ok: true, profile: effect.profile })
            expect(next).toMatchObject({ save: { status: 'saving', fields: state.fields } })
          }
          if (effects.length === 0 && event.type !== 'edited' && event.type !== 'saved') {
            // Nothing typed is lost: only a saved answer to an unchanged form replaces the fields; another language
            // writes the same amounts its way.
            if (event.type === 'languageChanged') {
              const before = amountsRead(state)
              amountsRead(next).forEach((list, i) =>
                list.forEach((now, j) => {
                  const was = before[i]?.[j]
                  if (was?.ok && was.text !== '') expect(now).toEqual(was)
                }),
              )
            } else expect(next.fields).toBe(state.fields)
          }
          expect(next.problems).toEqual(expectedProblems(next))
          for (const p of shownProblems(next)) {
            expect(next.problems.includes(p) || next.serverProblems.includes(p)).toBe(true)
          }
          state = next
        }
      }),
    )
  })
})
