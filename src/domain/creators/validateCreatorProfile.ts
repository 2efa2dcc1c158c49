import {
  CREATOR_PROFILE_LIMITS as LIMITS,
  type CreatorLink,
  type CreatorProfile,
  type HexColor,
} from './creatorProfile'
import { SUPPORT_TOKEN_SYMBOL } from '../chains/supportTokens'
import { readGoal } from './creatorGoal'
import type { ProfileAsset } from './profileAssets'
import type { Coded, ProblemCode } from '../errors/codes'
import type { Problem } from './problem'
import { type ProfileTextRule, textProblem } from './profileTextRule'
import { MAX_ASSET_DECIMALS, readAssetAmount } from './readEthAmount'
import { readHttpsUrl } from './readHttpsUrl'
import { checkText } from './readText'

/** A profile to store, or every problem with the input. */
export type CreatorProfileResult = { ok: true; profile: CreatorProfile } | { ok: false; problems: readonly Problem[] }

/** The profile's free-text fields and how each is checked. */
const PROFILE_TEXT_RULES = {
  displayName: {
    min: 1,
    max: LIMITS.displayName,
    codes: { length: 'displayNameLength', control: 'displayNameControl', invisible: 'displayNameInvisible' },
  },
  bio: { min: 0, max: LIMITS.bio, newlines: true, codes: { length: 'bioLength', control: 'bioControl' } },
  linkLabel: {
    min: 1,
    max: LIMITS.linkLabel,
    codes: { length: 'linkLabelLength', control: 'linkLabelControl', invisible: 'linkLabelInvisible' },
  },
  thankYou: { min: 0, max: LIMITS.thankYou, codes: { length: 'thankYouLength', control: 'thankYouControl' } },
} as const satisfies Record<string, ProfileTextRule>

const { displayName: DISPLAY_NAME, bio: BIO, linkLabel: LINK_LABEL, thankYou: THANK_YOU } = PROFILE_TEXT_RULES
const HEX_COLOR = /^#[0-9a-f]{6}$/i

/**
 * A member the value holds itself: never one inherited from a prototype (a `__proto__` key from JSON is an own
 * member like any other), and undefined when reading throws (a hostile getter or proxy).
 */
function member(value: unknown, key: string | number): unknown {
  try {
    return typeof value === 'object' && value !== null && Object.hasOwn(value, key)
      ? (value as Record<string, unknown>)[key]
      : undefined
  } catch {
    return undefined
  }
}

/** A list read safely; undefined when `value` is not an array. */
function list(value: unknown): readonly unknown[] | undefined {
  try {
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Collects problems while each reader returns its part of the profile (undefined when that part is wrong). */
class Problems {
  readonly all: Problem[] = []

  text(field: string, value: unknown, rule: ProfileTextRule): string | undefined {
    const result = checkText(value, rule)
    if (result.ok) return result.text
    for (const problem of result.problems) this.all.push(textProblem(field, problem, rule))
    return undefined
  }

  add(field: string, problem: Coded<ProblemCode>): undefined {
    this.all.push({ field, ...problem } as Problem)
    return undefined
  }
}

/** Links past the limit are not examined: the count is the problem, and the work stays bounded. */
function readLinks(value: unknown, problems: Problems): CreatorLink[] | undefined {
  const items = list(value)
  if (!items) return problems.add('links', { code: value === undefined ? 'fieldMissing' : 'fieldMalformed' })
  if (items.length > LIMITS.links) return problems.add('links', { code: 'linksTooMany', params: { max: LIMITS.links } })
  const links: CreatorLink[] = []
  // An index loop, not forEach: a hole in a sparse array is a missing link, not one to skip.
  for (let index = 0; index < items.length; index++) {
    const item = member(items, index)
    if (typeof item !== 'object' || item === null || list(item)) {
      problems.add(`links.${index}`, { code: 'linkIncomplete' })
      continue
    }
    const label = problems.text(`links.${index}.label`, member(item, 'label'), LINK_LABEL)
    const url = readHttpsUrl(member(item, 'url'))
    if (!url.ok) problems.add(`links.${index}.url`, url.problem)
    else if (label !== undefined) links.push({ label, url: url.url })
  }
  return links.length === items.length ? links : undefined
}

function readAccentColor(value: unknown, problems: Problems): HexColor | undefined {
  if (value === undefined) return problems.add('accentColor', { code: 'fieldMissing' })
  if (typeof value !== 'string' || !HEX_COLOR.test(value))
    return problems.add('accentColor', { code: 'accentColorFormat' })
  return value.toLowerCase() as HexColor
}

/** The own keys of a plain object (not a list); undefined for anything else or when reading throws. */
function keysOf(value: unknown): string[] | undefined {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : undefined
  } catch {
    return undefined
  }
}

/** Amounts are compared by value: "1" and "1.0" are the same suggestion. */
function readAmountList(value: unknown, field: string, decimals: number, problems: Problems): string[] | undefined {
  const items = list(value)
  if (!items) return problems.add(field, { code: 'fieldMalformed' })
  if (items.length > LIMITS.suggestedAmounts) {
    return problems.add(field, { code: 'amountsTooMany', params: { max: LIMITS.suggestedAmounts } })
  }
  const amounts: string[] = []
  for (let index = 0; index < items.length; index++) {
    const amount = readAssetAmount(member(items, index), decimals)
    if (!amount.ok) problems.add(`${field}.${index}`, amount.problem)
    else if (amounts.includes(amount.text)) problems.add(`${field}.${index}`, { code: 'amountsDuplicate' })
    else amounts.push(amount.text)
  }
  return amounts.length === items.length ? amounts : undefined
}

/**
 * Lists by asset symbol, each read in its asset's decimals; a symbol not in `assets` is refused. Without `assets`
 * (a profile the server already checked), any symbol VITE_SUPPORT_TOKENS could name is read, in up to 36 decimals.
 * Empty lists are dropped; the symbols come in the order of `assets`.
 */
function readSuggestedAmounts(
  value: unknown,
  assets: readonly ProfileAsset[] | undefined,
  problems: Problems,
): Record<string, readonly string[]> | undefined {
  const field = 'suggestedAmounts'
  const symbols = keysOf(value)
  if (!symbols) return problems.add(field, { code: value === undefined ? 'fieldMissing' : 'fieldMalformed' })
  const read = new Map<string, string[]>()
  let complete = true
  for (const symbol of symbols) {
    const asset = assets
      ? assets.find((candidate) => candidate.symbol === symbol)
      : SUPPORT_TOKEN_SYMBOL.test(symbol)
        ? { symbol, decimals: MAX_ASSET_DECIMALS }
        : undefined
    const path = `${field}.${symbol}`
    const amounts = asset ? readAmountList(member(value, symbol), path, asset.decimals, problems) : undefined
    if (!asset) problems.add(path, { code: 'amountsAssetUnknown' })
    if (amounts === undefined) complete = false
    else if (amounts.length > 0) read.set(symbol, amounts)
  }
  if (!complete) return undefined
  const order = assets ? assets.map((asset) => asset.symbol) : [...read.keys()]
  const amounts: Record<string, readonly string[]> = {}
  for (const symbol of order) {
    const list = read.get(symbol)
    if (list)
      Object.defineProperty(amounts, symbol, { value: list, enumerable: true, writable: true, configurable: true })
  }
  return amounts
}

/**
 * Checks what a creator submits as their profile and returns every problem at once, each naming its field, so a
 * form can mark them all. A `goal` of null, or none, is no goal (readGoal). Never throws, whatever the input; unknown fields are dropped and text is trimmed.
 * `assets` are the currencies suggested amounts may be in (profileAssets); without them any well-formed symbol is
 * read (a profile the server answered).
 * @example validateCreatorProfile({ ...profile, accentColor: 'red' }).problems // [{ field: 'accentColor', code: 'accentColorFormat' }]
 */
export function validateCreatorProfile(
  input: unknown,
  assets?: readonly ProfileAsset[] | undefined,
): CreatorProfileResult {
  const problems = new Problems()
  const displayName = problems.text('displayName', member(input, 'displayName'), DISPLAY_NAME)
  const bio = problems.text('bio', member(input, 'bio'), BIO)
  const links = readLinks(member(input, 'links'), problems)
  const accentColor = readAccentColor(member(input, 'accentColor'), problems)
  const suggestedAmounts = readSuggestedAmounts(member(input, 'suggestedAmounts'), assets, problems)
  const thankYou = problems.text('thankYou', member(input, 'thankYou'), THANK_YOU)
  const goal = readGoal(member(input, 'goal'), assets)
  if (!goal.ok) problems.all.push(...goal.problems)
  if (
    !goal.ok ||
    problems.all.length > 0 ||
    displayName === undefined ||
    bio === undefined ||
    links === undefined ||
    accentColor === undefined ||
    suggestedAmounts === undefined ||
    thankYou === undefined
  ) {
    return { ok: false, problems: problems.all }
  }
  const profile = { displayName, bio, links, accentColor, suggestedAmounts, thankYou }
  return { ok: true, profile: goal.goal ? { ...profile, goal: goal.goal } : profile }
}
