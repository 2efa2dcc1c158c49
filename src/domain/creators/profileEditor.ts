import type { ActionFailure } from '../errors/failure'
import { assertNever } from '../shared/assertNever'
import { stay } from '../shared/machine'
import type { CreatorProfile } from './creatorProfile'
import type { Problem } from './problem'
import {
  EMPTY_PROFILE_FIELDS,
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
  | { readonly status: 'loading' }
  | { readonly status: 'load-failed'; readonly failure: ActionFailure }
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

export const PROFILE_EDITOR_LOADING: ProfileEditorState = { status: 'loading' }

const NONE: readonly ProfileEditorEffect[] = []

function editing(fields: ProfileFields, published: boolean): ProfileEditing {
  const checked = validateCreatorProfile(fields)
  return {
    status: 'editing',
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
      return [editing(event.profile ? fieldsFromProfile(event.profile) : EMPTY_PROFILE_FIELDS, !!event.profile), NONE]
    case 'loadFailed':
      return state.status === 'loading' ? [{ status: 'load-failed', failure: event.failure }, NONE] : same
    case 'retried':
      return state.status === 'load-failed' ? [PROFILE_EDITOR_LOADING, [{ type: 'load' }]] : same
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
      return [{ ...editing(fieldsFromProfile(event.profile), true), save: { status: 'saved' } }, NONE]
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
  const checked = validateCreatorProfile(fields)
  const field = editedField(change)
  const structural = change.type !== 'set' && change.type !== 'set-link' && change.type !== 'set-amount'
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
  const checked = validateCreatorProfile(state.fields)
  if (!checked.ok) {
    return [{ ...state, submitted: true, serverProblems: [], save: { status: 'idle' } }, NONE]
  }
  return [
    { ...state, submitted: true, serverProblems: [], save: { status: 'saving', fields: state.fields } },
    [{ type: 'save', profile: checked.profile }],
  ]
}

const addPath = (paths: readonly string[], path: string) => (paths.includes(path) ? paths : [...paths, path])

/** Touched rows after a row is removed: the removed row's paths go, the rows after it move up one. */
function shiftTouched(paths: readonly string[], change: FieldEdit): readonly string[] {
  if (change.type !== 'remove-link' && change.type !== 'remove-amount') return paths
  const list = change.type === 'remove-link' ? 'links' : 'suggestedAmounts'
  return paths.flatMap((path) => {
    const [head, index, ...rest] = path.split('.')
    if (head !== list || index === undefined) return [path]
    const i = Number(index)
    if (i === change.index) return []
    return [[head, i > change.index ? i - 1 : i, ...rest].join('.')]
  })
}

/**
 * The problems to show now: a field's own once it was changed or Save was pressed, and the server's refusals.
 * @example shownProblems(state).filter((p) => p.field === 'displayName')
 */
export function shownProblems(state: ProfileEditing): readonly Problem[] {
  const own = state.submitted ? state.problems : state.problems.filter((p) => state.touched.includes(p.field))
  const extra = state.serverProblems.filter((s) => !own.some((p) => p.field === s.field && p.message === s.message))
  return extra.length ? [...own, ...extra] : own
}
