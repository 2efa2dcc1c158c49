import type { Message } from '../../domain/i18n/formatMessage'
import type { shell } from './en/shell'
import type { connect } from './en/connect'
import type { errors } from './en/errors'
import type { account } from './en/account'
import type { creators } from './en/creators'
import type { studio } from './en/studio'

/**
 * Every English message, by key: the union of the areas' messages (types only; each area's strings load with the code
 * that shows them). A locale's catalogue has exactly these keys (test/ui/i18n/catalogues.test.ts).
 */
export type EnglishCatalogue = typeof shell &
  typeof connect &
  typeof errors &
  typeof account &
  typeof creators &
  typeof studio

export type MessageKey = keyof EnglishCatalogue

/** A locale's whole catalogue: one chunk of its own (src/ui/i18n/locales/<locale>.ts). */
export type LocaleCatalogue = { readonly [K in MessageKey]: Message }
