import type { Message } from '../../domain/i18n/formatMessage'
import type { shell } from './en/shell'
import type { connect } from './en/connect'
import type { errors } from './en/errors'
import type { failures } from './en/failures'
import type { account } from './en/account'
import type { creators } from './en/creators'
import type { studio } from './en/studio'
import type { creatorSearch } from './en/creatorSearch'
import type { receipts } from './en/receipts'
import type { notifications } from './en/notifications'
import type { goals } from './en/goals'

/**
 * Every English message, by key: the union of the areas' messages (types only; each area's strings load with the code
 * that shows them). A locale's catalogue has exactly these keys (test/ui/i18n/catalogues.test.ts).
 */
type EnglishCatalogue = typeof shell &
  typeof connect &
  typeof errors &
  typeof failures &
  typeof account &
  typeof creators &
  typeof studio &
  typeof receipts &
  typeof notifications &
  typeof goals

type MessageKey = keyof EnglishCatalogue

/** The keys of the creator, receipt and studio pages, which load on demand: their messages come in a second chunk. */
type PagesKey =
  | Exclude<keyof typeof creators, keyof typeof creatorSearch>
  | keyof typeof studio
  | keyof typeof receipts
  | keyof typeof notifications
  | keyof typeof goals

/** A locale's first catalogue chunk (src/ui/i18n/locales/<locale>.ts): every key but the pages'. */
export type LocaleCatalogue = { readonly [K in Exclude<MessageKey, PagesKey>]: Message }

/** A locale's pages chunk (src/ui/i18n/locales/<locale>.pages.ts), loaded with the creator and studio pages. */
export type PagesCatalogue = { readonly [K in PagesKey]: Message }
