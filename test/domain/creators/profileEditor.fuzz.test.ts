import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  PROFILE_EDITOR_LOADING,
  type ProfileEditorEvent,
  type ProfileEditorState,
  profileEditor,
  shownProblems,
} from '../../../src/domain/creators/profileEditor'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'
import { fieldEditArb } from './editorArbitraries'
import { profileArb } from './profileArbitraries'

const LOAD_FAILED = { action: 'load-profile', cause: { code: 'timeout' } } as const
const SAVE_FAILED = { action: 'save-profile', cause: { code: 'timeout' } } as const

const storedArb = profileArb.map((input) => {
  const checked = validateCreatorProfile(input)
  if (!checked.ok) throw new Error('profileArb made an invalid profile')
  return checked.profile
})

const eventArb: fc.Arbitrary<ProfileEditorEvent> = fc.oneof(
  { weight: 6, arbitrary: fieldEditArb.map((edit) => ({ type: 'edited' as const, edit })) },
  fc.record({ type: fc.constant('loaded' as const), profile: fc.option(storedArb, { nil: null }) }),
  fc.record({ type: fc.constant('loadFailed' as const), failure: fc.constant(LOAD_FAILED) }),
  fc.constant({ type: 'retried' as const }),
  fc.constant({ type: 'opened' as const }),
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

describe('profileEditor', () => {
  test('behavior: from any reachable state, any event keeps the form and its problems in step; saves send only valid profiles', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state: ProfileEditorState = PROFILE_EDITOR_LOADING
        for (const event of events) {
          const [next, effects] = profileEditor(state, event)
          for (const effect of effects) {
            if (effect.type === 'save') {
              expect(state.status).toBe('editing')
              if (state.status !== 'editing') continue
              expect(validateCreatorProfile(state.fields)).toEqual({ ok: true, profile: effect.profile })
              expect(next).toMatchObject({ save: { status: 'saving', fields: state.fields } })
            } else {
              // A load is asked for when the form opens, and on "Try again" after a failed one.
              expect(event.type === 'opened' ? 'loading' : 'load-failed').toBe(state.status)
            }
          }
          if (effects.length === 0 && next.status === 'editing' && state.status === 'editing') {
            // Nothing typed is lost: only a saved answer to an unchanged form replaces the fields.
            if (event.type !== 'edited' && event.type !== 'saved') expect(next.fields).toBe(state.fields)
          }
          if (next.status === 'editing') {
            const checked = validateCreatorProfile(next.fields)
            expect(next.problems).toEqual(checked.ok ? [] : checked.problems)
            for (const p of shownProblems(next)) {
              expect(next.problems.includes(p) || next.serverProblems.includes(p)).toBe(true)
            }
          }
          state = next
        }
      }),
    )
  })
})
