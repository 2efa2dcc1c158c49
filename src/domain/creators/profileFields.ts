import {
  amountsIn,
  CREATOR_PROFILE_LIMITS as LIMITS,
  type CreatorProfile,
  type HexColor,
  type SuggestedAmounts,
} from './creatorProfile'
import type { ProfileAsset } from './profileAssets'
import type { Problem } from './problem'
import { readHttpsUrl } from './readHttpsUrl'

/** The goal part of the profile form, as typed (the amount as a plain decimal, the period `month` or `total`). */
export type GoalFields = {
  readonly asset: string
  readonly amount: string
  readonly period: string
  readonly title: string
}

/** One link row of the profile form, as typed. */
type LinkFields = { readonly label: string; readonly url: string }

/**
 * The profile form as typed: every value a string, one row per link and per suggested amount, in the order shown.
 * Its shape is the profile's, so {@link validateCreatorProfile} reads it as it is and each problem's field
 * (`links.2.url`, `suggestedAmounts.USDC.0`) names the row it is about. `suggestedAmounts` has one list per accepted
 * asset (profileAssets), empty when it has no row.
 */
export type ProfileFields = {
  readonly displayName: string
  readonly bio: string
  readonly links: readonly LinkFields[]
  readonly accentColor: string
  readonly suggestedAmounts: SuggestedAmounts
  readonly thankYou: string
  /** The goal as typed; absent when the creator sets none. */
  readonly goal?: GoalFields | undefined
}

/** The accent colour of a profile not saved yet: the app's own violet (product rules: "Studio"). */
export const DEFAULT_ACCENT_COLOR: HexColor = '#6d28d9'

/** One list per asset, in the assets' order: `amounts`' own where it has one, else empty. */
function amountsByAsset(assets: readonly ProfileAsset[], amounts: SuggestedAmounts): SuggestedAmounts {
  const lists: Record<string, readonly string[]> = {}
  for (const { symbol } of assets) {
    Object.defineProperty(lists, symbol, {
      value: [...amountsIn(amounts, symbol)],
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return lists
}

/** The form of a creator who has no profile yet (404): nothing typed, the default accent, no amount in any asset. */
export function emptyProfileFields(assets: readonly ProfileAsset[]): ProfileFields {
  return {
    displayName: '',
    bio: '',
    links: [],
    accentColor: DEFAULT_ACCENT_COLOR,
    suggestedAmounts: amountsByAsset(assets, {}),
    thankYou: '',
  }
}

/** {@link emptyProfileFields} of a site paying in ETH alone. */
export const EMPTY_PROFILE_FIELDS: ProfileFields = emptyProfileFields([{ symbol: 'ETH', decimals: 18 }])

/**
 * The form filled with a stored profile (only the profile's own fields: no address or date), with a list for each of
 * `assets`; amounts in an asset no longer accepted are left out (saving drops them).
 */
export function fieldsFromProfile(profile: CreatorProfile, assets: readonly ProfileAsset[]): ProfileFields {
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    links: profile.links.map(({ label, url }) => ({ label, url })),
    accentColor: profile.accentColor,
    suggestedAmounts: amountsByAsset(assets, profile.suggestedAmounts),
    thankYou: profile.thankYou,
    ...(profile.goal ? { goal: { ...profile.goal } } : {}),
  }
}

/** A text field of the form (the ones without rows). */
export type TextFieldName = 'displayName' | 'bio' | 'accentColor' | 'thankYou'

/** One change a person makes to the form. */
export type FieldEdit =
  | { readonly type: 'set'; readonly field: TextFieldName; readonly value: string }
  | { readonly type: 'set-link'; readonly index: number; readonly part: keyof LinkFields; readonly value: string }
  | { readonly type: 'add-link' }
  | { readonly type: 'remove-link'; readonly index: number }
  | { readonly type: 'set-amount'; readonly asset: string; readonly index: number; readonly value: string }
  | { readonly type: 'add-amount'; readonly asset: string }
  | { readonly type: 'remove-amount'; readonly asset: string; readonly index: number }
  | { readonly type: 'set-goal'; readonly part: keyof GoalFields; readonly value: string }
  /** Sets a goal in `asset`, for the month, with nothing typed yet. */
  | { readonly type: 'add-goal'; readonly asset: string }
  | { readonly type: 'remove-goal' }

/**
 * The field path an edit changes (`links.1.url`, `suggestedAmounts.USDC.0`), or the list it adds to or removes from
 * (`links`, `suggestedAmounts.USDC`).
 */
export function editedField(edit: FieldEdit): string {
  switch (edit.type) {
    case 'set':
      return edit.field
    case 'set-link':
      return `links.${edit.index}.${edit.part}`
    case 'set-amount':
      return `suggestedAmounts.${edit.asset}.${edit.index}`
    case 'add-link':
    case 'remove-link':
      return 'links'
    case 'add-amount':
    case 'remove-amount':
      return `suggestedAmounts.${edit.asset}`
    case 'set-goal':
      return `goal.${edit.part}`
    case 'add-goal':
    case 'remove-goal':
      return 'goal'
  }
}

const inRange = (list: readonly unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < list.length

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x))

/** The rows of an asset the form has (undefined for one it has no list for: not an accepted asset). */
const amountsOf = (fields: ProfileFields, asset: string) =>
  Object.hasOwn(fields.suggestedAmounts, asset) ? fields.suggestedAmounts[asset] : undefined

/** The form with the rows of `asset` replaced, its place among the assets kept. */
function withAmounts(fields: ProfileFields, asset: string, amounts: readonly string[]): ProfileFields {
  const lists: Record<string, readonly string[]> = {}
  for (const [symbol, list] of Object.entries(fields.suggestedAmounts)) {
    Object.defineProperty(lists, symbol, {
      value: symbol === asset ? amounts : list,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return { ...fields, suggestedAmounts: lists }
}

/**
 * The form after one edit. An edit that does not apply (a row that does not exist, a row past the limit, a value
 * already there) returns the same reference.
 * @example editFields(EMPTY_PROFILE_FIELDS, { type: 'add-link' }).links // [{ label: '', url: '' }]
 */
export function editFields(fields: ProfileFields, edit: FieldEdit): ProfileFields {
  switch (edit.type) {
    case 'set':
      return fields[edit.field] === edit.value ? fields : { ...fields, [edit.field]: edit.value }
    case 'set-link': {
      const link = fields.links[edit.index]
      if (!link || !inRange(fields.links, edit.index) || link[edit.part] === edit.value) return fields
      return { ...fields, links: replaceAt(fields.links, edit.index, { ...link, [edit.part]: edit.value }) }
    }
    case 'add-link':
      return fields.links.length >= LIMITS.links
        ? fields
        : { ...fields, links: [...fields.links, { label: '', url: '' }] }
    case 'remove-link':
      return inRange(fields.links, edit.index)
        ? { ...fields, links: fields.links.filter((_, i) => i !== edit.index) }
        : fields
    case 'set-amount': {
      const amounts = amountsOf(fields, edit.asset)
      if (!amounts || !inRange(amounts, edit.index) || amounts[edit.index] === edit.value) return fields
      return withAmounts(fields, edit.asset, replaceAt(amounts, edit.index, edit.value))
    }
    case 'add-amount': {
      const amounts = amountsOf(fields, edit.asset)
      return !amounts || amounts.length >= LIMITS.suggestedAmounts
        ? fields
        : withAmounts(fields, edit.asset, [...amounts, ''])
    }
    case 'remove-amount': {
      const amounts = amountsOf(fields, edit.asset)
      return amounts && inRange(amounts, edit.index)
        ? withAmounts(
            fields,
            edit.asset,
            amounts.filter((_, i) => i !== edit.index),
          )
        : fields
    }
    case 'set-goal':
      return !fields.goal || fields.goal[edit.part] === edit.value
        ? fields
        : { ...fields, goal: { ...fields.goal, [edit.part]: edit.value } }
    case 'add-goal':
      return fields.goal ? fields : { ...fields, goal: { asset: edit.asset, amount: '', period: 'month', title: '' } }
    case 'remove-goal': {
      if (!fields.goal) return fields
      const { goal: _removed, ...rest } = fields
      return rest
    }
  }
}

/**
 * The problems of one field: those whose path is `field` exactly. A list's own problems (`links`: too many) are
 * under the list's path, a row's under the row's (`links.1`: not a link).
 */
export function problemsOf(problems: readonly Problem[], field: string): readonly Problem[] {
  return problems.filter((p) => p.field === field)
}

/**
 * What the preview shows while the creator types: the profile as it would look, with only what can be shown safely
 * (links whose URL is a valid https URL, a valid accent colour or the default one).
 */
export function previewProfile(
  fields: ProfileFields,
): Pick<CreatorProfile, 'displayName' | 'bio' | 'links' | 'accentColor'> {
  const links = fields.links.flatMap((link) => {
    const url = readHttpsUrl(link.url)
    const label = link.label.trim()
    return url.ok && label ? [{ label, url: url.url }] : []
  })
  const accentColor = HEX_COLOR.test(fields.accentColor)
    ? (fields.accentColor.toLowerCase() as HexColor)
    : DEFAULT_ACCENT_COLOR
  return { displayName: fields.displayName.trim(), bio: fields.bio.trim(), links, accentColor }
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i
