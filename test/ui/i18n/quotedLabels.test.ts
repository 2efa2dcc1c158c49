import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { placeholdersOf } from '../../../src/domain/i18n/formatMessage'
import { everyCatalogue, formsOf } from './allCatalogues'

/**
 * The messages that name another control, by placeholder, and the key of that control's label: the code fills the
 * placeholder from the key (src/ui/pages/AccountSummary.tsx, SupportOutcome.tsx), so the two cannot drift apart.
 */
const LABEL_REFERENCES = {
  'account.summary.connectHint': { button: 'connect.button.label' },
  'creators.outcome.listed': { menu: 'account.recent.title' },
} as const

const QUOTES: readonly (readonly [string, string])[] = [
  ['“', '”'],
  ['„', '“'],
  ['„', '”'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
  ['"', '"'],
]

/**
 * Labels retyped instead of taken from their key: a quoted stretch of text that is not one placeholder. A quoted label
 * or value is always filled by code, so what a message quotes is what the control says. (A label's words may still
 * occur in prose: "connect your wallet" is a sentence, not a quote of the button.)
 */
function retypedLabels(catalogue: Catalogue): string[] {
  const found: string[] = []
  for (const [key, message] of Object.entries(catalogue))
    for (const text of formsOf(message)) {
      for (const [open, close] of QUOTES)
        for (const quoted of text.matchAll(new RegExp(`${open}([^${open}${close}]*)${close}`, 'g')))
          if (!/^\s*\{[A-Za-z][A-Za-z0-9]*\}\s*$/.test(quoted[1] ?? '')) found.push(`${key}: quotes ${quoted[0]}`)
    }
  return found
}

describe('labels a message names', () => {
  it.each([...LOCALES])('%s takes every quoted or named label from its key, never retyped', (locale) => {
    const catalogue = everyCatalogue[locale] as Catalogue
    expect(retypedLabels(catalogue)).toEqual([])
    for (const [key, reference] of Object.entries(LABEL_REFERENCES))
      for (const placeholder of Object.keys(reference))
        expect(placeholdersOf(catalogue[key] ?? ''), `${locale} ${key}`).toContain(placeholder)
  })

  it('finds a quoted label and a label written out', () => {
    const catalogue = { ...everyCatalogue.en } as Record<string, string>
    catalogue['account.summary.connectHint'] = 'Press the “Connect Wallet” button.'
    catalogue['creators.outcome.listed'] = 'See „Recent Transactions“ in your account menu.'
    catalogue['errors.chain-not-configured'] = 'Chain “{chainId}” not configured.'
    expect(retypedLabels(catalogue)).toEqual([
      'account.summary.connectHint: quotes “Connect Wallet”',
      'creators.outcome.listed: quotes „Recent Transactions“',
    ])
  })
})
