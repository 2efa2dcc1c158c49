import type { ActionFailure } from '../errors/failure'
import { assertNever } from '../shared/assertNever'
import { stay } from '../shared/machine'
import type { CreatorProfile } from './creatorProfile'
import type { Problem } from './problem'
import { ETH_ONLY, type ProfileAsset } from './profileAssets'
import {
  emptyProfileFields,
  editedField,
  editFields,
  fieldsFromProfile,
  type FieldEdit,
  type ProfileFields,
} from './profileFields'
import { validateCreatorProfile } from './validateCreatorProfile'

/** Where the last save stands. `fields` is what was sent: an answer only replaces the form if it is still that. */
export type ProfileSave =
  | { readonly status: 'idle' }
  | { readonly status: 'saving'; readonly fields: ProfileFields }
  | { readonly status: 'saved' }
  /** `failure.cause.code` `unauthenticated`: the session ended, signing in again lets the save go through. */
  | { readonly status: 'failed'; readonly failure: ActionFailure }

export type ProfileEditing = {
  readonly status: 'editing'
  /** The assets suggested amounts may be in: one group of rows each. */
  readonly assets: readonly ProfileAsset[]
  readonly fields: ProfileFields
  /** Every problem of `fields` (validateCreatorProfile), whether shown yet or not. */
  readonly problems: readonly Problem[]
  /** Field paths the person changed: their problems show as they type. */
  readonly touched: readonly string[]
  /** Save was pressed at least once: every problem shows. */
  readonly submitted: boolean
  /** What the server refused in the last save (`invalid-profile`), until the field is edited. */
  readonly serverProblems: readonly Problem[]
  /** The creator has a stored profile (a public page to link to). */
  readonly published: boolean
  readonly save: ProfileSave
}

/** The studio's profile form (product rules: "Creator profiles", "Studio"). */
export type ProfileEditorState =
  | { readonly status: 'loading'; readonly assets: readonly ProfileAsset[] }
  | { readonly status: 'load-failed'; readonly assets: readonly ProfileAsset[]; readonly failure: ActionFailure }
  | ProfileEditing

export type ProfileEditorEvent =
  /** The studio opened the form: the stored profile is asked for. */
  | { readonly type: 'opened' }
  /** The stored profile arrived; null: the creator has none yet. */
  | { readonly type: 'loaded'; readonly profile: CreatorProfile | null }
  | { readonly type: 'loadFailed'; readonly failure: ActionFailure }
  /** "Try again" after a failed load. */
  | { readonly type: 'retried' }
  | { readonly type: 'edited'; readonly edit: FieldEdit }
  /** "Save profile". */
  | { readonly type: 'submitted' }
  | { readonly type: 'saved'; readonly profile: CreatorProfile }
  /** `problems`: the server's, when it refused the profile as invalid. */
  | {
      readonly type: 'saveFailed'
      readonly failure: ActionFailure
      readonly problems?: readonly Problem[] | undefined
    }

export type ProfileEditorEffect =
  | { readonly type: 'load' }
  | { readonly type: 'save'; readonly profile: CreatorProfile }

export type ProfileEditorTransition = readonly [ProfileEditorState, readonly ProfileEditorEffect[]]

/** The editor as it opens, for a site whose suggested amounts may be in `assets` (profileAssets). */
export function profileEditorLoading(assets: readonly ProfileAsset[]): ProfileEditorState {
  return { status: 'loading', assets }
}

/** {@link profileEditorLoading} of a site paying in ETH alone. */
export const PROFILE_EDITOR_LOADING: ProfileEditorState = profileEditorLoading(ETH_ONLY)

const NONE: readonly ProfileEditorEffect[] = []

function editing(assets: readonly ProfileAsset[], fields: ProfileFields, published: boolean): ProfileEditing {
  const checked = validateCreatorProfile(fields, assets)
  return {
    status: 'editing',
    assets,
    fields,
    problems: checked.ok ? [] : checked.problems,
    touched: [],
    submitted: false,
    serverProblems: [],
    published,
    save: { status: 'idle' },
  }
}

/**
 * The profile editor: load, edit, validate, save. An event that does not apply returns the same state; effects are
 * returned, run by `runMachine` with the app's handlers (src/app/creatorsWiring.ts). Nothing typed is ever dropped: a load or save answer only fills the form when the
 * form is still what it was when the request left.
 * @example profileEditor(PROFILE_EDITOR_LOADING, { type: 'loaded', profile: null })[0].status // 'editing'
 */
export function profileEditor(state: ProfileEditorState, event: ProfileEditorEvent): ProfileEditorTransition {
  const same: ProfileEditorTransition = stay(state)
  switch (event.type) {
    case 'opened':
      return state.status === 'loading' ? [state, [{ type: 'load' }]] : same
    case 'loaded':
      if (state.status !== 'loading') return same
      return [
        editing(
          state.assets,
          event.profile ? fieldsFromProfile(event.profile, state.assets) : emptyProfileFields(state.assets),
          !!event.profile,
        ),
        NONE,
      ]
    case 'loadFailed':
      return state.status === 'loading'
        ? [{ status: 'load-failed', assets: state.assets, failure: event.failure }, NONE]
        : same
    case 'retried':
      return state.status === 'load-failed' ? [profileEditorLoading(state.assets), [{ type: 'load' }]] : same
    case 'edited': {
      if (state.status !== 'editing') return same
      const next = edit(state, event.edit)
      return next === state ? same : [next, NONE]
    }
    case 'submitted':
      return state.status === 'editing' ? submit(state) : same
    case 'saved': {
      if (state.status !== 'editing' || state.save.status !== 'saving') return same
      // The server's copy (trimmed, canonical) replaces the form only if nothing was typed meanwhile. What was typed
      // meanwhile is not saved, so the form does not say "Saved" (product rules: "Studio": nothing typed is lost).
      const unchanged = state.fields === state.save.fields
      if (!unchanged) return [{ ...state, published: true, save: { status: 'idle' } }, NONE]
      return [
        { ...editing(state.assets, fieldsFromProfile(event.profile, state.assets), true), save: { status: 'saved' } },
        NONE,
      ]
    }
    case 'saveFailed':
      if (state.status !== 'editing' || state.save.status !== 'saving') return same
      return [
        {
          ...state,
          // Refusals name fields of what was sent; they only apply while the form is still that.
          serverProblems: state.fields === state.save.fields ? (event.problems ?? []) : [],
          save: { status: 'failed', failure: event.failure },
        },
        NONE,
      ]
    default:
      return assertNever(event)
  }
}

function edit(state: ProfileEditing, change: FieldEdit): ProfileEditing {
  const fields = editFields(state.fields, change)
  if (fields === state.fields) return state
  const checked = validateCreatorProfile(fields, state.assets)
  const field = editedField(change)
  const structural = !['set', 'set-link', 'set-amount', 'set-goal'].includes(change.type)
  return {
    ...state,
    fields,
    problems: checked.ok ? [] : checked.problems,
    touched: structural ? shiftTouched(state.touched, change) : addPath(state.touched, field),
    // A row added or removed moves the rows after it: the server's paths no longer name them.
    serverProblems: structural ? [] : state.serverProblems.filter((p) => p.field !== field),
    // A save in flight stays in flight; "Saved" and a failure are about the form before this edit.
    save: state.save.status === 'saving' ? state.save : { status: 'idle' },
  }
}

function submit(state: ProfileEditing): ProfileEditorTransition {
  if (state.save.status === 'saving') return stay(state)
  const checked = validateCreatorProfile(state.fields, state.assets)
  if (!checked.ok) {
    return [{ ...state, submitted: true, serverProblems: [], save: { status: 'idle' } }, NONE]
  }
  return [
    { ...state, submitted: true, serverProblems: [], save: { status: 'saving', fields: state.fields } },
    [{ type: 'save', profile: checked.profile }],
  ]
}

const addPath = (paths: readonly string[], path: string) => (paths.includes(path) ? paths : [...paths, path])

/** Touched rows after a row is removed: the removed row's paths go, the rows after it in its list move up one. */
function shiftTouched(paths: readonly string[], change: FieldEdit): readonly string[] {
  if (change.type !== 'remove-link' && change.type !== 'remove-amount') return paths
  // A symbol may hold a dot ("USDC.e"): the list's path is matched whole, not split.
  const list = change.type === 'remove-link' ? 'links.' : `suggestedAmounts.${change.asset}.`
  return paths.flatMap((path) => {
    if (!path.startsWith(list)) return [path]
    const [index = '', ...rest] = path.slice(list.length).split('.')
    const i = Number(index)
    if (i === change.index) return []
    return [list + [i > change.index ? i - 1 : i, ...rest].join('.')]
  })
}

/**
 * The problems to show now: a field's own once it was changed or Save was pressed, and the server's refusals.
 * @example shownProblems(state).filter((p) => p.field === 'displayName')
 */
export function shownProblems(state: ProfileEditing): readonly Problem[] {
  const own = state.submitted ? state.problems : state.problems.filter((p) => state.touched.includes(p.field))
  const extra = state.serverProblems.filter((s) => !own.some((p) => p.field === s.field && p.code === s.code))
  return extra.length ? [...own, ...extra] : own
}
