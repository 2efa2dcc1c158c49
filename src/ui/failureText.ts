import type { ActionFailure, FailedAction } from '../domain/errors/failure'
import { errorText } from './errorText'
import { errors } from './i18n/en/errors'
import { failures } from './i18n/en/failures'
import type { Translate } from './i18n/useT'

/** The errors area with the creators API's failures: what the creator and studio pages translate failures with. */
export const errorsWithFailures = { ...errors, ...failures }

type FailuresT = Translate<typeof errorsWithFailures>
type Key = keyof typeof errorsWithFailures & string

/** The first half of a failed action's sentence: what failed. */
const KEY_OF_ACTION: Readonly<Record<FailedAction, Key>> = {
  'load-profile': 'errors.action.load-profile',
  'save-profile': 'errors.action.save-profile',
  'load-notes': 'errors.action.load-notes',
  'load-totals': 'errors.action.load-totals',
  'hide-note': 'errors.action.hide-note',
  'show-note': 'errors.action.show-note',
  'record-note': 'errors.action.record-note',
}

/**
 * A failed action in the visitor's language: what failed, then why (errorText of its cause), composed by the
 * catalogue (`errors.failed`: "{action}: {cause}" in English, two sentences in most other languages).
 * @example failureText(t, { action: 'save-profile', cause: { code: 'timeout' } }) // 'Could not save your profile: the server did not answer in time. Try again.'
 */
export function failureText(t: FailuresT, { action, cause }: ActionFailure): string {
  return t('errors.failed', {
    action: t(KEY_OF_ACTION[action]),
    cause: errorText(t as unknown as Parameters<typeof errorText>[0], cause),
  })
}
