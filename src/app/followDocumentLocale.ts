import type { LocaleState } from '../domain/i18n/localeService'
import { PSEUDO_LOCALE } from '../domain/i18n/localeService'
import type { Readable } from '../domain/shared/store'

/**
 * Keeps `<html lang dir>` on the locale shown, from now on and at once on every change (no reload): screen readers
 * pick their voice by `lang`, and `dir` mirrors the whole layout. Returns the unsubscribe function.
 */
export function followDocumentLocale(locale: Readable<LocaleState>, root: HTMLElement): () => void {
  const apply = () => {
    const state = locale.getSnapshot()
    root.lang = state.pseudo ? PSEUDO_LOCALE : state.locale
    root.dir = state.dir
  }
  apply()
  return locale.subscribe(apply)
}
