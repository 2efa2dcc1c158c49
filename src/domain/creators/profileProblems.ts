import { GOAL_MESSAGES as GOAL, GOAL_TITLE_RULE, goalDecimalsMessage } from './creatorGoal'
import { CREATOR_PROFILE_LIMITS as LIMITS } from './creatorProfile'
import { ETH_AMOUNT_MESSAGES as AMOUNT, decimalsMessage } from './readEthAmount'
import { HTTPS_URL_MESSAGES as URL_MESSAGES } from './readHttpsUrl'
import { textMessages } from './readText'
import { PROFILE_MESSAGES as PROFILE, PROFILE_TEXT_RULES as RULES } from './validateCreatorProfile'

/**
 * The problems the profile form can meet, each with a stable code (a screen shows its own wording for the code) and
 * `count`, the limit its sentence names. The English sentence is the one the validation gives, here and from the API.
 */
const PROBLEMS = {
  displayNameLength: [textMessages(RULES.displayName).length, LIMITS.displayName],
  displayNameControl: [textMessages(RULES.displayName).control],
  displayNameInvisible: [textMessages(RULES.displayName).invisible],
  bioLength: [textMessages(RULES.bio).length, LIMITS.bio],
  bioControl: [textMessages(RULES.bio).control],
  linksTooMany: [PROFILE.linksTooMany, LIMITS.links],
  linkIncomplete: [PROFILE.linkIncomplete],
  linkLabelLength: [textMessages(RULES.linkLabel).length, LIMITS.linkLabel],
  linkLabelControl: [textMessages(RULES.linkLabel).control],
  linkLabelInvisible: [textMessages(RULES.linkLabel).invisible],
  linkUrlTooLong: [URL_MESSAGES.tooLong, LIMITS.linkUrl],
  linkUrlInvalid: [URL_MESSAGES.invalid],
  linkUrlNotHttps: [URL_MESSAGES.notHttps],
  linkUrlCredentials: [URL_MESSAGES.credentials],
  accentColorFormat: [PROFILE.accentFormat],
  amountsTooMany: [PROFILE.amountsTooMany, LIMITS.suggestedAmounts],
  amountsDuplicate: [PROFILE.amountsDuplicate],
  amountsAssetUnknown: [PROFILE.amountsAssetUnknown],
  amountFormat: [AMOUNT.format],
  amountPositive: [AMOUNT.positive],
  /** 18 for ETH; another asset's sentence names its own decimals (read by DECIMALS below). */
  amountDecimals: [AMOUNT.decimals, 18],
  amountTooLarge: [AMOUNT.tooLarge],
  thankYouLength: [textMessages(RULES.thankYou).length, LIMITS.thankYou],
  thankYouControl: [textMessages(RULES.thankYou).control],
  goalInvalid: [GOAL.notGoal],
  goalAssetUnknown: [GOAL.assetUnknown],
  goalAmountFormat: [GOAL.amountFormat],
  goalAmountPositive: [GOAL.amountPositive],
  /** 18 for ETH; another asset's sentence names its own decimals (read by GOAL_DECIMALS below). */
  goalAmountDecimals: [goalDecimalsMessage(18), 18],
  goalAmountTooLarge: [GOAL.amountTooLarge],
  goalPeriod: [GOAL.period],
  goalTitleLength: [textMessages(GOAL_TITLE_RULE).length, GOAL_TITLE_RULE.max],
  goalTitleControl: [textMessages(GOAL_TITLE_RULE).control],
  goalTitleInvisible: [textMessages(GOAL_TITLE_RULE).invisible],
} as const satisfies Record<string, readonly [string, number?]>

export type ProfileProblemCode = keyof typeof PROBLEMS

/** The codes of a goal's problems (fields `goal`, `goal.*`): the goal's own part of the form words them. */
export type GoalProblemCode = Extract<ProfileProblemCode, `goal${string}`>

/** Whether `code` is one of a goal's problems. */
export function isGoalProblemCode(code: ProfileProblemCode): code is GoalProblemCode {
  return code.startsWith('goal')
}

/** A profile problem by code; `count` is the limit its sentence names (50 in "1 to 50 characters"). */
export type CodedProblem = { readonly code: ProfileProblemCode; readonly count?: number }

const BY_MESSAGE = new Map<string, CodedProblem>(
  Object.entries(PROBLEMS).map(([code, [message, count]]) => [
    message,
    count === undefined ? { code: code as ProfileProblemCode } : { code: code as ProfileProblemCode, count },
  ]),
)

/**
 * The code of a profile problem's message (the validation's own, or the same sentence from the API), or undefined for
 * a message that has none (a problem the form cannot meet, or one the API words differently): that one is shown as it is.
 * @example profileProblemCode('Links must use https://') // { code: 'linkUrlNotHttps' }
 */
export function profileProblemCode(message: string): CodedProblem | undefined {
  const known = BY_MESSAGE.get(message)
  if (known) return known
  const decimals = DECIMALS.exec(message)?.[1]
  if (decimals !== undefined && message === decimalsMessage(Number(decimals)))
    return { code: 'amountDecimals', count: Number(decimals) }
  const goalDecimals = GOAL_DECIMALS.exec(message)?.[1]
  return goalDecimals !== undefined && message === goalDecimalsMessage(Number(goalDecimals))
    ? { code: 'goalAmountDecimals', count: Number(goalDecimals) }
    : undefined
}

/** The decimals a goal's "at most N decimal places" names (goalDecimalsMessage). */
const GOAL_DECIMALS = /^Goal amount can have at most (\d{1,2}) decimal places?$/

/** The decimals an asset's "at most N decimal places" names (decimalsMessage). */
const DECIMALS = /^Suggested amount can have at most (\d{1,2}) decimal places?$/
