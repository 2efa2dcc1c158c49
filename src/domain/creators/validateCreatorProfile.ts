import {
  CREATOR_PROFILE_LIMITS as LIMITS,
  type CreatorLink,
  type CreatorProfile,
  type HexColor,
} from './creatorProfile'
import { SUPPORT_TOKEN_SYMBOL } from '../chains/supportTokens'
import { readGoal } from './creatorGoal'
import type { ProfileAsset } from './profileAssets'
import type { Problem } from './problem'
import { MAX_ASSET_DECIMALS, readAssetAmount } from './readEthAmount'
import { readHttpsUrl } from './readHttpsUrl'
import { readText, type TextRule } from './readText'

/** A profile to store, or every problem with the input. */
export type CreatorProfileResult = { ok: true; profile: CreatorProfile } | { ok: false; problems: readonly Problem[] }

/** The profile's free-text fields and how each is checked. */
export const PROFILE_TEXT_RULES = {
  displayName: { name: 'Display name', min: 1, max: LIMITS.displayName },
  bio: { name: 'Bio', min: 0, max: LIMITS.bio, newlines: true },
  linkLabel: { name: 'Link label', min: 1, max: LIMITS.linkLabel },
  thankYou: { name: 'Thank-you message', min: 0, max: LIMITS.thankYou },
} as const satisfies Record<string, TextRule>

/** The profile's own problems (not those of a text, URL or amount), in the API's English. */
export const PROFILE_MESSAGES = {
  linksRequired: 'Links are required',
  linksNotList: 'Links must be a list',
  linksTooMany: `A profile can have at most ${LIMITS.links} links`,
  linkIncomplete: 'Each link needs a label and a URL',
  accentRequired: 'Accent color is required',
  accentFormat: 'Accent color must be a color like #1a2b3c',
  amountsRequired: 'Suggested amounts are required',
  amountsNotByAsset: 'Suggested amounts must be lists by asset symbol, like {"ETH": ["0.01"]}',
  amountsNotList: 'Suggested amounts must be a list',
  amountsTooMany: `A profile can have at most ${LIMITS.suggestedAmounts} suggested amounts`,
  amountsDuplicate: 'Suggested amounts must all be different',
  amountsAssetUnknown: 'Suggested amounts can only be in an accepted currency',
} as const

const { displayName: DISPLAY_NAME, bio: BIO, linkLabel: LINK_LABEL, thankYou: THANK_YOU } = PROFILE_TEXT_RULES
const M = PROFILE_MESSAGES
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

  text(field: string, value: unknown, rule: TextRule): string | undefined {
    const result = readText(value, rule)
    if (result.ok) return result.text
    for (const message of result.messages) this.all.push({ field, message })
    return undefined
  }

  add(field: string, message: string): undefined {
    this.all.push({ field, message })
    return undefined
  }
}

/** Links past the limit are not examined: the count is the problem, and the work stays bounded. */
function readLinks(value: unknown, problems: Problems): CreatorLink[] | undefined {
  const items = list(value)
  if (!items) return problems.add('links', value === undefined ? M.linksRequired : M.linksNotList)
  if (items.length > LIMITS.links) return problems.add('links', M.linksTooMany)
  const links: CreatorLink[] = []
  // An index loop, not forEach: a hole in a sparse array is a missing link, not one to skip.
  for (let index = 0; index < items.length; index++) {
    const item = member(items, index)
    if (typeof item !== 'object' || item === null || list(item)) {
      problems.add(`links.${index}`, M.linkIncomplete)
      continue
    }
    const label = problems.text(`links.${index}.label`, member(item, 'label'), LINK_LABEL)
    const url = readHttpsUrl(member(item, 'url'))
    if (!url.ok) problems.add(`links.${index}.url`, url.message)
    else if (label !== undefined) links.push({ label, url: url.url })
  }
  return links.length === items.length ? links : undefined
}

function readAccentColor(value: unknown, problems: Problems): HexColor | undefined {
  if (value === undefined) return problems.add('accentColor', M.accentRequired)
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
    return problems.add('accentColor', M.accentFormat)
  }
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
  if (!items) return problems.add(field, M.amountsNotList)
  if (items.length > LIMITS.suggestedAmounts) return problems.add(field, M.amountsTooMany)
  const amounts: string[] = []
  for (let index = 0; index < items.length; index++) {
    const amount = readAssetAmount(member(items, index), decimals)
    if (!amount.ok) problems.add(`${field}.${index}`, amount.message)
    else if (amounts.includes(amount.text)) problems.add(`${field}.${index}`, M.amountsDuplicate)
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
  if (!symbols) return problems.add(field, value === undefined ? M.amountsRequired : M.amountsNotByAsset)
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
    if (!asset) problems.add(path, M.amountsAssetUnknown)
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
 * @example validateCreatorProfile({ ...profile, accentColor: 'red' }).problems // [{ field: 'accentColor', message: 'Accent color must be a color like #1a2b3c' }]
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
