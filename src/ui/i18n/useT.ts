import { Fragment, createElement, useContext, useMemo, type ReactNode } from 'react'
import {
  fillTemplate,
  formatMessage,
  pickTemplate,
  type MessageValues,
  type Wording,
} from '../../domain/i18n/formatMessage'
import type { LocaleState } from '../../domain/i18n/localeService'
import { constantReadable } from '../../domain/shared/store'
import { useStore } from '../hooks/useStore'
import { ServicesContext } from '../servicesContext'
import type { EnglishMessages } from './defineMessages'

const ENGLISH: LocaleState = { locale: 'en', dir: 'ltr', messages: undefined, pseudo: undefined }
const NO_LOCALE = constantReadable(ENGLISH)

/**
 * An area's translate function: `t(key, values)` is the text; `t.rich(key, nodes)` the text with React nodes in it;
 * `t.wording(key)` the message as data, for code that fills it in later (domain/i18n/formatMessage).
 */
export type Translate<A extends EnglishMessages> = {
  (key: keyof A & string, values?: MessageValues): string
  rich(key: keyof A & string, values: Readonly<Record<string, ReactNode>>): ReactNode
  wording(key: keyof A & string): Wording
  readonly locale: string
}

/**
 * The locale now shown: English without a locale service (most tests) or without services at all (the shell
 * prerendered at build time).
 */
export function useLocale(): LocaleState {
  return useStore(useContext(ServicesContext)?.locale ?? NO_LOCALE)
}

/** Builds the translate function of `english` for `state` (also for code outside React: tests, titles). */
export function translator<A extends EnglishMessages>(english: A, state: LocaleState): Translate<A> {
  const template = (key: keyof A & string, count: unknown): string => {
    const message = state.messages?.[key] ?? english[key]
    if (message === undefined) return key
    const picked = pickTemplate(message, state.locale, count)
    return state.pseudo ? state.pseudo(picked) : picked
  }
  const rtl = state.dir === 'rtl'
  const t = ((key, values) => formatMessage(template(key, values?.count), values, state.locale, rtl)) as Translate<A>
  t.rich = (key, values) =>
    createElement(
      Fragment,
      null,
      ...fillTemplate<ReactNode>(template(key, values.count), state.locale, rtl, (name) => values[name]).map(
        (piece, i) => (typeof piece === 'string' ? piece : createElement(Fragment, { key: i }, piece)),
      ),
    )
  t.wording = (key) => ({ template: template(key, undefined), locale: state.locale, rightToLeft: rtl })
  Object.defineProperty(t, 'locale', { value: state.locale })
  return t
}

/**
 * The translate function of an area's English messages in the current locale: the locale's catalogue where it has the
 * key, else English. Re-renders when the locale changes.
 */
export function useT<A extends EnglishMessages>(english: A): Translate<A> {
  const state = useLocale()
  return useMemo(() => translator(english, state), [english, state])
}
