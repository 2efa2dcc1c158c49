import type { Message } from '../../domain/i18n/formatMessage'

/** An area's English messages: the keys are its own, the strings the wording of the product rules. */
export type EnglishMessages = Readonly<Record<string, Message>>

/** Keeps the literal type of an area's English messages (its keys and strings) for the catalogues' types. */
export function defineMessages<const M extends EnglishMessages>(messages: M): M {
  return messages
}

/** What a locale gives for one area: every English key, each a message of the locale's own wording. */
export type AreaCatalogue<A extends EnglishMessages> = { readonly [K in keyof A]: Message }
