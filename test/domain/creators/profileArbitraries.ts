import fc from 'fast-check'
import { toDecimalString } from '../../../src/domain/account/decimalString'

// Written here, not imported: the tests state the rule on their own.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u
/** A character a reader sees: a letter, mark, digit, punctuation or symbol, neither default-ignorable nor a blank. */
export const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{M}\p{N}\p{P}\p{S}]/u
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const characters = (text: string) => [...segmenter.segment(text)].length

/**
 * Text a field stores as it is: trimmed, without control characters, `min` to `max` characters, and one a reader sees
 * when it may not be empty.
 */
export function cleanText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'grapheme', maxLength: max })
    .map((text) => text.trim())
    .filter(
      (text) =>
        !CONTROL.test(text) && characters(text) >= min && characters(text) <= max && (min === 0 || VISIBLE.test(text)),
    )
}

/** A bio: clean lines joined by "\n". */
export const bioArb = fc
  .array(cleanText(0, 40), { maxLength: 6 })
  .map((lines) => lines.join('\n').trim())
  .filter((bio) => characters(bio) <= 280)

/** An https URL written as the platform's parser writes it. */
export const httpsUrlArb = fc
  .webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
  .map((url) => new URL(url).href)
  .filter((url) => url.length <= 2048)

/** A canonical amount of ETH (no trailing zeros), from 1 wei up. */
export const amountArb = fc.bigInt({ min: 1n, max: 10n ** 24n }).map((wei) => toDecimalString(wei, 18))

/** A canonical amount of an asset with `decimals` decimals, from 1 base unit up. */
export const assetAmountArb = (decimals: number) =>
  fc.bigInt({ min: 1n, max: 10n ** BigInt(decimals + 6) }).map((units) => toDecimalString(units, decimals))

/** The assets the arbitrary profiles suggest amounts in: ETH, USDC, and a symbol with a dot (bridged USDC). */
export const PROFILE_ASSETS = [
  { symbol: 'ETH', decimals: 18 },
  { symbol: 'USDC', decimals: 6 },
  { symbol: 'USDC.e', decimals: 6 },
] as const

/** Suggested amounts in some of {@link PROFILE_ASSETS}, each list non-empty, in the assets' order. */
export const suggestedAmountsArb = fc.record(
  Object.fromEntries(
    PROFILE_ASSETS.map(({ symbol, decimals }) => [
      symbol,
      fc.uniqueArray(assetAmountArb(decimals), { minLength: 1, maxLength: 3 }),
    ]),
  ) as Record<string, fc.Arbitrary<string[]>>,
  { requiredKeys: [] },
)

export const profileArb = fc.record({
  displayName: cleanText(1, 50),
  bio: bioArb,
  links: fc.array(fc.record({ label: cleanText(1, 30), url: httpsUrlArb }), { maxLength: 5 }),
  accentColor: fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
  suggestedAmounts: suggestedAmountsArb,
  thankYou: cleanText(0, 140),
})
