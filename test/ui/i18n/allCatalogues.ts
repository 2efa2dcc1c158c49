import type { Message } from '../../../src/domain/i18n/formatMessage'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { account } from '../../../src/ui/i18n/en/account'
import { connect } from '../../../src/ui/i18n/en/connect'
import { creators } from '../../../src/ui/i18n/en/creators'
import { errors } from '../../../src/ui/i18n/en/errors'
import { failures } from '../../../src/ui/i18n/en/failures'
import { receipts } from '../../../src/ui/i18n/en/receipts'
import { shell } from '../../../src/ui/i18n/en/shell'
import { studio } from '../../../src/ui/i18n/en/studio'
import { notifications } from '../../../src/ui/i18n/en/notifications'
import { goals } from '../../../src/ui/i18n/en/goals'

/** Every English message, by key. */
export const english: Catalogue = {
  ...shell,
  ...connect,
  ...errors,
  ...failures,
  ...account,
  ...creators,
  ...studio,
  ...receipts,
  ...notifications,
  ...goals,
}

const modules = import.meta.glob<{ default: Catalogue }>('../../../src/ui/i18n/locales/*.ts', { eager: true })
/** Every other locale's catalogue: its two chunks, <locale>.ts and <locale>.pages.ts (the creator and studio pages'). */
export const catalogues: Record<string, Catalogue> = {}
for (const [path, module] of Object.entries(modules)) {
  const locale = path.replace(/^.*\/([^/.]+)(\.pages)?\.ts$/, '$1')
  catalogues[locale] = { ...catalogues[locale], ...module.default }
}

/** Every locale's catalogue, English included. */
export const everyCatalogue: Record<string, Catalogue> = { en: english, ...catalogues }

/** The strings of a message: the message itself, or each of its plural forms. */
export function formsOf(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined)
}
