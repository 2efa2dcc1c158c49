import { formatAmountForInput, type NumberSymbols, readAmountText } from '../account/localNumbers'
import type { SuggestedAmounts } from './creatorProfile'
import type { ProfileFields } from './profileFields'

/** Every suggested amount of `fields` through `map` (given its list's path), each list in its place. */
function mapAmounts(fields: ProfileFields, map: (amount: string, path: string) => string): ProfileFields {
  const lists: Record<string, readonly string[]> = {}
  for (const [symbol, amounts] of Object.entries(fields.suggestedAmounts)) {
    // A symbol is data ("__proto__" included): defined, never assigned.
    Object.defineProperty(lists, symbol, {
      value: amounts.map((amount, index) => map(amount, `suggestedAmounts.${symbol}.${index}`)),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return { ...fields, suggestedAmounts: lists as SuggestedAmounts }
}

/**
 * The form's suggested amounts, plain ASCII decimals as stored, written as the visitor's language types them (de
 * "0,01", fa "۰٫۰۱"), as the Support form writes its suggestions (product rules: "Languages").
 * @example amountsForInput(fields, numberSymbols('de')).suggestedAmounts // { ETH: ['0,01'] }
 */
export function amountsForInput(fields: ProfileFields, numerals: NumberSymbols): ProfileFields {
  return mapAmounts(fields, (amount) => formatAmountForInput(amount, numerals))
}

/**
 * The form's suggested amounts as typed in the visitor's language read back into plain ASCII decimals, by the Support
 * form's rules (readAmountText): `fields` for the validation, and the paths of the amounts that could mean two
 * numbers ("1.000" in German), which are refused as ambiguous. An amount that is not a number at all is left as
 * typed, for the validation to refuse.
 * @example readTypedAmounts(fields, numberSymbols('fa')).fields.suggestedAmounts // { ETH: ['0.01'] } for '۰٫۰۱'
 */
export function readTypedAmounts(
  fields: ProfileFields,
  numerals: NumberSymbols,
): { fields: ProfileFields; ambiguous: readonly string[] } {
  const ambiguous: string[] = []
  const read = mapAmounts(fields, (amount, path) => {
    const text = readAmountText(amount, numerals)
    if (text.ok) return text.text
    if (text.problem === 'ambiguous') ambiguous.push(path)
    return amount
  })
  return { fields: read, ambiguous }
}

/**
 * The form's amounts typed for `from`'s language, written for `to`'s instead (a language chosen while editing); an
 * amount `from` cannot read stays as typed.
 */
export function retypeAmounts(fields: ProfileFields, from: NumberSymbols, to: NumberSymbols): ProfileFields {
  return mapAmounts(fields, (amount) => {
    const text = readAmountText(amount, from)
    return text.ok && text.text !== '' ? formatAmountForInput(text.text, to) : amount
  })
}
