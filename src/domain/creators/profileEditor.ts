import { ASCII_NUMBERS, type NumberSymbols } from '../account/localNumbers'
import type { ActionFailure } from '../errors/failure'
import { assertNever } from '../shared/assertNever'
import { stay } from '../shared/machine'
import type { CreatorProfile } from './creatorProfile'
import type { Problem } from './problem'
import type { ProfileAsset } from './profileAssets'
import {
  emptyProfileFields,
  editedField,
  editFields,
  fieldsFromProfile,
  type FieldEdit,
  type ProfileFields,
} from './profileFields'
import { amountsForInput, readTypedAmounts, retypeAmounts } from './typedAmounts'
import { validateCreatorProfile } from './validateCreatorProfile'

/** Where the last save stands. `fields` is what was sent: an answer only replaces the form if it is still that. */
type ProfileSave =
  | { readonly status: 'idle' }
  | { readonly status: 'saving'; readonly fields: ProfileFields }
  | { readonly status: 'saved' }
  /** `failure.cause.code` `unauthenticated`: the session ended, signing in again lets the save go through. */
  | { readonly status: 'failed'; readonly failure: ActionFailure }

export type ProfileEditing = {
  readonly status: 'editing'
  /** The assets suggested amounts may be in: one group of rows each. */
  readonly assets: readonly ProfileAsset[]
  /** How the visitor's language writes numbers: the suggested amounts are typed and shown so (de "0,01"). */
  readonly numerals: NumberSymbols
  /** As typed; the suggested amounts in the visitor's language (saved as plain ASCII decimals). */
  readonly fields: ProfileFields
  /** Every problem of `fields` (validateCreatorProfile, amounts read in the language), shown yet or not. */
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

/** The studio's profile form (product rules: "Creator profiles", "Studio"), opened on the stored profile. */
export type ProfileEditorState = ProfileEditing

export type ProfileEditorEvent =
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
  /** The visitor chose another language: how it writes numbers (the amounts typed are written its way). */
  | { readonly type: 'languageChanged'; readonly numerals: NumberSymbols }

export type ProfileEditorEffect = { readonly type: 'save'; readonly profile: CreatorProfile }

export type ProfileEditorTransition = readonly [ProfileEditorState, readonly ProfileEditorEffect[]]

const NONE: readonly ProfileEditorEffect[] = []

/**
 * The form's fields checked as validateCreatorProfile checks a profile, its suggested amounts read as typed in the
 * visitor's language (readTypedAmounts): an amount that could mean two numbers is refused as ambiguous.
 */
function checkFields(fields: ProfileFields, assets: readonly ProfileAsset[], numerals: NumberSymbols) {
  const read = readTypedAmounts(fields, numerals)
  const checked = validateCreatorProfile(read.fields, assets)
  if (read.ambiguous.length === 0) return checked
  const others = checked.ok ? [] : checked.problems.filter((p) => !read.ambiguous.includes(p.field))
  const ambiguous = read.ambiguous.map((field): Problem => ({ field, code: 'amountAmbiguous' }))
  return { ok: false, problems: [...others, ...ambiguous] } as const
}

function editing(
  assets: readonly ProfileAsset[],
  fields: ProfileFields,
  published: boolean,
  numerals: NumberSymbols,
): ProfileEditing {
  const checked = checkFields(fields, assets, numerals)
  return {
    status: 'editing',
    assets,
    numerals,
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
 * The editor opened on the stored profile (null: the creator has none yet, the empty form), for a site whose
 * suggested amounts may be in `assets` (profileAssets), its amounts written as `numerals`' language types them.
 * @example openProfileEditor(ETH_ONLY, null).fields.accentColor // '#6d28d9'
 */
export function openProfileEditor(
  assets: readonly ProfileAsset[],
  profile: CreatorProfile | null,
  numerals: NumberSymbols = ASCII_NUMBERS,
): ProfileEditing {
  const fields = profile ? fieldsFromProfile(profile, assets) : emptyProfileFields(assets)
  return editing(assets, amountsForInput(fields, numerals), !!profile, numerals)
}

/**
 * The profile editor: edit, validate, save. An event that does not apply returns the same state; effects are
 * returned, run by `runMachine` with the app's handlers (src/app/creatorsWiring.ts). Nothing typed is ever dropped: a
 * save's answer only fills the form when the form is still what it was when the request left.
 * @example profileEditor(openProfileEditor(ETH_ONLY, null), { type: 'submitted' })[0].submitted // true
 */
export function profileEditor(state: ProfileEditorState, event: ProfileEditorEvent): ProfileEditorTransition {
  const same: ProfileEditorTransition = stay(state)
  switch (event.type) {
    case 'edited': {
      const next = edit(state, event.edit)
      return next === state ? same : [next, NONE]
    }
    case 'submitted':
      return submit(state)
    case 'saved': {
      if (state.save.status !== 'saving') return same
      // The server's copy (trimmed, canonical) replaces the form only if nothing was typed meanwhile. What was typed
      // meanwhile is not saved, so the form does not say "Saved" (product rules: "Studio": nothing typed is lost).
      const unchanged = state.fields === state.save.fields
      if (!unchanged) return [{ ...state, published: true, save: { status: 'idle' } }, NONE]
      return [{ ...openProfileEditor(state.assets, event.profile, state.numerals), save: { status: 'saved' } }, NONE]
    }
    case 'saveFailed':
      if (state.save.status !== 'saving') return same
      return [
        {
          ...state,
          // Refusals name fields of what was sent; they only apply while the form is still that.
          serverProblems: state.fields === state.save.fields ? (event.problems ?? []) : [],
          save: { status: 'failed', failure: event.failure },
        },
        NONE,
      ]
    case 'languageChanged': {
      if (sameNumerals(state.numerals, event.numerals)) return same
      const fields = retypeAmounts(state.fields, state.numerals, event.numerals)
      const checked = checkFields(fields, state.assets, event.numerals)
      // A save in flight is of the fields as they were: its answer then leaves the retyped form as it is.
      return [{ ...state, numerals: event.numerals, fields, problems: checked.ok ? [] : checked.problems }, NONE]
    }
    default:
      return assertNever(event)
  }
}

const sameNumerals = (a: NumberSymbols, b: NumberSymbols) =>
  a.decimal === b.decimal && a.group === b.group && a.digits.join('') === b.digits.join('')

function edit(state: ProfileEditing, change: FieldEdit): ProfileEditing {
  const fields = editFields(state.fields, change)
  if (fields === state.fields) return state
  const checked = checkFields(fields, state.assets, state.numerals)
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
  const checked = checkFields(state.fields, state.assets, state.numerals)
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
