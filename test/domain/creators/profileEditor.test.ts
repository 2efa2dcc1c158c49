import { describe, expect, test } from 'vitest'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import {
  PROFILE_EDITOR_LOADING,
  type ProfileEditing,
  type ProfileEditorEvent,
  type ProfileEditorState,
  profileEditor,
  profileEditorLoading,
  shownProblems,
} from '../../../src/domain/creators/profileEditor'
import { ETH_ONLY } from '../../../src/domain/creators/profileAssets'
import { EMPTY_PROFILE_FIELDS } from '../../../src/domain/creators/profileFields'

const LOAD_FAILED = { action: 'load-profile', cause: { code: 'timeout' } } as const
const SAVE_FAILED = { action: 'save-profile', cause: { code: 'timeout' } } as const
const ENDED = { action: 'save-profile', cause: { code: 'unauthenticated' } } as const

const profile: CreatorProfile = {
  displayName: 'Ada',
  bio: '',
  links: [{ label: 'Site', url: 'https://ada.example/' }],
  accentColor: '#1a2b3c',
  suggestedAmounts: { ETH: ['0.01'] },
  thankYou: 'Thanks!',
}

function run(events: readonly ProfileEditorEvent[], from: ProfileEditorState = PROFILE_EDITOR_LOADING) {
  let state = from
  const effects = []
  for (const event of events) {
    const [next, out] = profileEditor(state, event)
    state = next
    effects.push(...out)
  }
  return { state: state as ProfileEditing, effects }
}

const loaded = (p: CreatorProfile | null): ProfileEditorEvent => ({ type: 'loaded', profile: p })
const set = (field: 'displayName' | 'bio' | 'accentColor' | 'thankYou', value: string): ProfileEditorEvent => ({
  type: 'edited',
  edit: { type: 'set', field, value },
})

describe('profileEditor', () => {
  test('default: no profile yet is the empty form with nothing shown as wrong until typed or saved', () => {
    const { state, effects } = run([loaded(null)])
    expect(state).toMatchObject({ status: 'editing', fields: EMPTY_PROFILE_FIELDS, published: false })
    expect(state.problems.map((p) => p.field)).toEqual(['displayName'])
    expect(shownProblems(state)).toEqual([])
    expect(effects).toEqual([])
  })

  test('behavior: a field shows its problems once typed in; Save shows them all and saves nothing', () => {
    let { state } = run([loaded(profile), set('accentColor', 'red')])
    expect(shownProblems(state)).toEqual([{ field: 'accentColor', code: 'accentColorFormat' }])
    ;({ state } = run([{ type: 'edited', edit: { type: 'add-link' } }], state))
    expect(shownProblems(state).map((p) => p.field)).toEqual(['accentColor'])
    const submitted = run([{ type: 'submitted' }], state)
    expect(submitted.effects).toEqual([])
    expect(shownProblems(submitted.state).map((p) => p.field)).toEqual(['links.1.label', 'links.1.url', 'accentColor'])
    expect(submitted.state.save).toEqual({ status: 'idle' })
  })

  test('behavior: a valid form saves the validated profile; the answer replaces the form; an edit clears "Saved"', () => {
    const { state, effects } = run([loaded(profile), set('displayName', '  Grace  '), { type: 'submitted' }])
    expect(state.save.status).toBe('saving')
    expect(effects).toEqual([{ type: 'save', profile: { ...profile, displayName: 'Grace' } }])
    const saved = run([{ type: 'saved', profile: { ...profile, displayName: 'Grace' } }], state).state
    expect(saved).toMatchObject({ fields: { displayName: 'Grace' }, save: { status: 'saved' }, published: true })
    expect(run([set('bio', 'x')], saved).state.save).toEqual({ status: 'idle' })
    // A second Save while one is in flight sends nothing.
    expect(profileEditor(state, { type: 'submitted' })).toEqual([state, []])
  })

  test('behavior: what is typed while saving is kept when the answer arrives, and not called saved', () => {
    const { state } = run([loaded(profile), set('displayName', 'Grace'), { type: 'submitted' }, set('bio', 'typed')])
    expect(state.save.status).toBe('saving')
    const after = run([{ type: 'saved', profile: { ...profile, displayName: 'Grace' } }], state).state
    expect(after.fields.bio).toBe('typed')
    expect(after.published).toBe(true)
    // The bio typed meanwhile is not stored: "Saved" would tell the creator they may leave.
    expect(after.save).toEqual({ status: 'idle' })
    expect(run([{ type: 'submitted' }], after).effects).toEqual([
      { type: 'save', profile: { ...profile, displayName: 'Grace', bio: 'typed' } },
    ])
  })

  test('behavior: a refusal shows its message and the server problems by field until that field is edited', () => {
    const { state } = run([loaded(profile), { type: 'submitted' }])
    const problems = [{ field: 'links.0.url', code: 'linkUrlNotHttps' }] as const
    const failed = run([{ type: 'saveFailed', failure: SAVE_FAILED, problems }], state).state
    expect(failed.save).toEqual({ status: 'failed', failure: SAVE_FAILED })
    const ended = run([{ type: 'saveFailed', failure: ENDED }], state).state
    expect(ended.save).toEqual({ status: 'failed', failure: ENDED })
    expect(run([{ type: 'submitted' }], ended).effects).toEqual([{ type: 'save', profile }])
    expect(shownProblems(failed)).toEqual(problems)
    expect(failed.fields).toEqual(state.fields)
    const edited = run(
      [{ type: 'edited', edit: { type: 'set-link', index: 0, part: 'url', value: 'https://b.example' } }],
      failed,
    )
    expect(shownProblems(edited.state)).toEqual([])
  })

  test('behavior: removing a row moves the touched rows after it up', () => {
    const events: ProfileEditorEvent[] = [
      loaded(null),
      { type: 'edited', edit: { type: 'add-link' } },
      { type: 'edited', edit: { type: 'add-link' } },
      { type: 'edited', edit: { type: 'set-link', index: 1, part: 'url', value: 'http://x.example' } },
      { type: 'edited', edit: { type: 'remove-link', index: 0 } },
    ]
    const { state } = run(events)
    expect(state.touched).toEqual(['links.0.url'])
    expect(shownProblems(state)).toEqual([{ field: 'links.0.url', code: 'linkUrlNotHttps' }])
  })

  test('behavior: a failed load says why and offers to load again; answers that do not apply change nothing', () => {
    const failed = profileEditor(PROFILE_EDITOR_LOADING, { type: 'loadFailed', failure: LOAD_FAILED })
    expect(failed).toEqual([{ status: 'load-failed', assets: ETH_ONLY, failure: LOAD_FAILED }, []])
    expect(profileEditor(failed[0], { type: 'retried' })).toEqual([PROFILE_EDITOR_LOADING, [{ type: 'load' }]])
    const { state } = run([loaded(profile)])
    for (const event of [loaded(null), { type: 'saved', profile } as const, { type: 'retried' } as const]) {
      expect(profileEditor(state, event)[0]).toBe(state)
    }
    expect(profileEditor(PROFILE_EDITOR_LOADING, { type: 'submitted' })[0]).toBe(PROFILE_EDITOR_LOADING)
  })

  test('behavior: suggested amounts are edited per accepted asset and saved by symbol; a removed row shifts only its own list', () => {
    const assets = [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'USDC.e', decimals: 6 },
    ]
    const edit = (change: ProfileEditorEvent & { type: 'edited' }) => change
    const { state, effects } = run(
      [
        { type: 'opened' },
        loaded({ ...profile, suggestedAmounts: { ETH: ['0.01'], DAI: ['1'] } }),
        edit({ type: 'edited', edit: { type: 'add-amount', asset: 'USDC.e' } }),
        edit({ type: 'edited', edit: { type: 'add-amount', asset: 'USDC.e' } }),
        edit({ type: 'edited', edit: { type: 'set-amount', asset: 'USDC.e', index: 0, value: '0.0000001' } }),
        edit({ type: 'edited', edit: { type: 'set-amount', asset: 'USDC.e', index: 1, value: '5' } }),
        edit({ type: 'edited', edit: { type: 'set-amount', asset: 'ETH', index: 0, value: '0.02' } }),
      ],
      profileEditorLoading(assets),
    )
    expect(state.fields.suggestedAmounts).toEqual({ ETH: ['0.02'], 'USDC.e': ['0.0000001', '5'] })
    expect(shownProblems(state)).toEqual([
      { field: 'suggestedAmounts.USDC.e.0', code: 'amountDecimals', params: { max: 6 } },
    ])
    const removed = run(
      [{ type: 'edited', edit: { type: 'remove-amount', asset: 'USDC.e', index: 0 } }, { type: 'submitted' }],
      state,
    )
    expect(removed.state.touched).toEqual(['suggestedAmounts.USDC.e.0', 'suggestedAmounts.ETH.0'])
    expect([...effects, ...removed.effects]).toEqual([
      { type: 'load' },
      { type: 'save', profile: { ...profile, suggestedAmounts: { ETH: ['0.02'], 'USDC.e': ['5'] } } },
    ])
  })
})
