import type { KeyValueStore } from '../../ports/keyValueStore'
import { StateStore, type Readable } from '../shared/store.ts'
import type { Message } from './formatMessage'
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALES, type Locale, type TextDirection } from './locales.ts'
import { matchLocale } from './matchLocale.ts'

/** A locale's messages by key; English needs none (its strings live beside the code that shows them). */
export type Catalogue = Readonly<Record<string, Message>>

export type LocaleState = {
  readonly locale: Locale
  readonly dir: TextDirection
  /** The active locale's catalogue; undefined for English. */
  readonly messages: Catalogue | undefined
  /** The test-only pseudo-locale's rewrite of every English template (pseudoLocalize); undefined otherwise. */
  readonly pseudo: ((template: string) => string) | undefined
}

export type LocaleOutcome =
  | { readonly kind: 'applied'; readonly locale: Locale }
  | { readonly kind: 'superseded' }
  | { readonly kind: 'failed'; readonly error: unknown }

/** Where the visitor's choice is kept (KeyValueStore key). */
export const LOCALE_STORAGE_KEY = 'locale'
/** The pseudo-locale's tag; honoured only where `loadPseudo` is given (the test build). */
export const PSEUDO_LOCALE = 'en-XA'

export type LocaleServiceOptions = {
  store: KeyValueStore
  /** Loads a locale's catalogue (its own chunk). */
  load: (locale: Exclude<Locale, 'en'>) => Promise<Catalogue>
  /** The visitor's preferred languages, most preferred first (the app reads them from the browser). */
  languages: () => readonly unknown[]
  /** Loads the pseudo-locale's rewrite; without it the pseudo-locale is never chosen (only the test build has it). */
  loadPseudo?: (() => Promise<(template: string) => string>) | undefined
}

/**
 * Loads a part of a locale's catalogue kept apart from it: the messages of code loaded on demand (the creator and
 * studio pages'), given by that code when it needs them (`include`).
 */
export type PartLoader = (locale: Exclude<Locale, 'en'>) => Promise<Catalogue>

const ENGLISH: LocaleState = { locale: DEFAULT_LOCALE, dir: 'ltr', messages: undefined, pseudo: undefined }

/**
 * product rules: "Languages": which language the app speaks. The first visit takes the best match of the browser's
 * languages; a choice in the picker is kept and wins from then on. A catalogue is loaded before the switch, so the
 * page never shows a mix of two languages; when it cannot load, the language stays as it was.
 */
export class LocaleService implements Readable<LocaleState> {
  private readonly state = new StateStore<LocaleState>(ENGLISH)
  private attempt = 0
  /** The locale of the latest `use`. */
  private requested: Locale | typeof PSEUDO_LOCALE = DEFAULT_LOCALE
  /** The parts asked for (`include`), each with the promise that the catalogue has it. */
  private readonly parts = new Map<PartLoader, Promise<unknown>>()
  readonly getSnapshot = this.state.getSnapshot
  readonly subscribe = this.state.subscribe

  constructor(private readonly options: LocaleServiceOptions) {}

  /** The locale to start in: the stored choice, else the best match of the browser's languages, else English. */
  initial(): Locale | typeof PSEUDO_LOCALE {
    const stored = this.options.store.get(LOCALE_STORAGE_KEY)
    if (stored === PSEUDO_LOCALE && this.options.loadPseudo) return PSEUDO_LOCALE
    if (isLocale(stored)) return stored
    const matched = matchLocale(this.options.languages(), LOCALES)
    return isLocale(matched) ? matched : DEFAULT_LOCALE
  }

  /** Switches to `locale` once its catalogue is loaded. A later call supersedes an earlier one still loading. */
  async use(locale: Locale | typeof PSEUDO_LOCALE): Promise<LocaleOutcome> {
    const attempt = ++this.attempt
    this.requested = locale
    let next: LocaleState
    try {
      if (locale === PSEUDO_LOCALE) {
        if (!this.options.loadPseudo) throw new Error('The pseudo-locale is not available in this build')
        next = { ...ENGLISH, pseudo: await this.options.loadPseudo() }
      } else {
        const messages =
          locale === 'en'
            ? undefined
            : Object.assign(
                {},
                ...(await Promise.all([this.options.load, ...this.parts.keys()].map((load) => load(locale)))),
              )
        next = { locale, dir: directionOf(locale), messages, pseudo: undefined }
      }
    } catch (error) {
      return attempt === this.attempt ? { kind: 'failed', error } : { kind: 'superseded' }
    }
    if (attempt !== this.attempt) return { kind: 'superseded' }
    this.state.set(next)
    return { kind: 'applied', locale: next.locale }
  }

  /**
   * Adds a part to the catalogue, of this locale and of every later one. The same promise for the same loader: it
   * settles once the shown (or coming) language has the part, at once in English.
   */
  include(load: PartLoader): Promise<unknown> {
    let done = this.parts.get(load)
    if (!done) {
      this.parts.set(load, Promise.resolve())
      const { messages, locale } = this.state.getSnapshot()
      done = messages || locale !== this.requested ? this.use(this.requested) : Promise.resolve()
      this.parts.set(load, done)
    }
    return done
  }

  /**
   * Follows a choice made in another tab of the app, so two tabs never speak two languages for long. Returns the
   * unsubscribe function.
   */
  followOtherTabs(): () => void {
    return this.options.store.subscribe((key) => {
      if (key !== LOCALE_STORAGE_KEY) return
      const stored = this.options.store.get(LOCALE_STORAGE_KEY)
      if (isLocale(stored) && stored !== this.state.getSnapshot().locale) void this.use(stored)
    })
  }

  /** The visitor's choice in the picker: kept for the next visit once it applied. */
  async choose(locale: Locale): Promise<LocaleOutcome> {
    const outcome = await this.use(locale)
    // Superseded by the same locale (a part came meanwhile, `include`): the choice applies all the same.
    const same = outcome.kind === 'superseded' && this.requested === locale
    if (outcome.kind === 'applied' || same) this.options.store.set(LOCALE_STORAGE_KEY, locale)
    return outcome
  }
}
