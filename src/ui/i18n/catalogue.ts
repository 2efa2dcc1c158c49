import type { Message } from '../../domain/i18n/formatMessage'
import type { shell } from './en/shell'

/**
 * Every English message, by key: the union of the areas' messages (types only; each area's strings load with the code
 * that shows them). A locale's catalogue has exactly these keys (test/ui/i18n/catalogues.test.ts).
 */
export type EnglishCatalogue = typeof shell

export type MessageKey = keyof EnglishCatalogue

/** A locale's whole catalogue: one chunk of its own (src/ui/i18n/locales/<locale>.ts). */
export type LocaleCatalogue = { readonly [K in MessageKey]: Message }
