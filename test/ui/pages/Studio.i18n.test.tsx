// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { ETH_ONLY } from '../../../src/domain/creators/profileAssets'
import {
  openProfileEditor,
  type ProfileEditing,
  type ProfileEditorEvent,
  type ProfileEditorState,
  profileEditor,
  shownProblems,
} from '../../../src/domain/creators/profileEditor'
import type { Support } from '../../../src/domain/support/support'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import type { Locale } from '../../../src/domain/i18n/locales'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import faMain from '../../../src/ui/i18n/locales/fa'
import faPages from '../../../src/ui/i18n/locales/fa.pages'
import ruMain from '../../../src/ui/i18n/locales/ru'
import ruPages from '../../../src/ui/i18n/locales/ru.pages'
import { studio } from '../../../src/ui/i18n/en/studio'
import { translator } from '../../../src/ui/i18n/useT'
import { isGoalProblem, problemText } from '../../../src/ui/pages/ProfileFieldProblems'
import { StudioNoteRow } from '../../../src/ui/pages/StudioNoteRow'
import { StudioProfileForm } from '../../../src/ui/pages/StudioProfileForm'
import type { UiServices } from '../../../src/ui/servicesContext'
import { createPagesHarness, disposePages, renderAt, CHAINS } from './pagesHarness'

const de = { ...deMain, ...dePages }
const ru = { ...ruMain, ...ruPages }

afterEach(() => {
  cleanup()
  disposePages()
})

const CATALOGUES = { de, ru } as const

/** The pages' services shown in `locale` (its catalogue already loaded). */
function servicesIn(locale: keyof typeof CATALOGUES): UiServices {
  const state: LocaleState = { locale: locale as Locale, dir: 'ltr', messages: CATALOGUES[locale], pseudo: undefined }
  const { services } = createPagesHarness()
  return {
    ...services,
    locale: {
      getSnapshot: () => state,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    },
  }
}

/** The profile form after these events, from a creator with no profile yet. */
function editing(...events: ProfileEditorEvent[]): ProfileEditing {
  let state: ProfileEditorState = openProfileEditor(ETH_ONLY, null)
  for (const event of events) state = profileEditor(state, event)[0]
  return state
}

function renderForm(locale: keyof typeof CATALOGUES, state: ProfileEditing) {
  return renderAt(
    '/studio',
    <StudioProfileForm state={state} problems={shownProblems(state)} dispatch={() => {}} onSubmit={() => {}} />,
    servicesIn(locale),
  )
}

const set = (field: 'displayName' | 'accentColor', value: string): ProfileEditorEvent => ({
  type: 'edited',
  edit: { type: 'set', field, value },
})

describe('the studio in another language', () => {
  test('German: labels, hints with their limit, the button, and a problem by its code under its field', () => {
    renderForm('de', editing(set('displayName', 'Ada'), set('accentColor', 'red')))
    expect(screen.getByLabelText('Anzeigename')).toBeTruthy()
    expect(screen.getByText('1 bis 50 Zeichen, über deiner Adresse angezeigt.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeTruthy()
    expect(screen.getByLabelText('Akzentfarbe').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Die Akzentfarbe muss eine Farbe wie #1a2b3c sein')).toBeTruthy()
    expect(screen.queryByText(/Accent color/)).toBeNull()
  })

  test('German and Russian: a display name and a link label that show nothing are marked, each in its words', () => {
    const blank: ProfileEditorEvent[] = [
      set('displayName', '\u3164\u200b'),
      { type: 'edited', edit: { type: 'add-link' } },
      { type: 'edited', edit: { type: 'set-link', index: 0, part: 'label', value: '\u2800' } },
    ]
    renderForm('de', editing(...blank))
    expect(screen.getByLabelText('Anzeigename').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Der Anzeigename muss mindestens ein sichtbares Zeichen enthalten')).toBeTruthy()
    expect(screen.getByText('Die Link-Bezeichnung muss mindestens ein sichtbares Zeichen enthalten')).toBeTruthy()
    expect(screen.queryByText(/visible/)).toBeNull()
    cleanup()
    renderForm('ru', editing(...blank))
    expect(screen.getByText('Отображаемое имя должно содержать хотя бы один видимый символ')).toBeTruthy()
    expect(screen.getByText('Название ссылки должно содержать хотя бы один видимый символ')).toBeTruthy()
  })

  test('the refused save counts its problems in the language’s plural forms: German 1 and many, Russian one, few, many', () => {
    const addLink: ProfileEditorEvent = { type: 'edited', edit: { type: 'add-link' } }
    const addAmount: ProfileEditorEvent = { type: 'edited', edit: { type: 'add-amount', asset: 'ETH' } }
    const submit: ProfileEditorEvent = { type: 'submitted' }
    const one = editing(set('displayName', 'Ada'), set('accentColor', 'red'), submit)
    const two = editing(set('accentColor', 'red'), submit)
    const five = editing(set('accentColor', 'red'), addLink, addAmount, submit)
    expect([one, two, five].map((state) => shownProblems(state).length)).toEqual([1, 2, 5])
    const alertIn = (locale: keyof typeof CATALOGUES, state: ProfileEditing) => {
      cleanup()
      renderForm(locale, state)
      return screen.getByRole('alert').textContent
    }
    expect(alertIn('de', one)).toBe('Nicht gespeichert: Behebe das oben markierte Problem.')
    expect(alertIn('de', five)).toBe('Nicht gespeichert: Behebe die 5 oben markierten Probleme.')
    expect(alertIn('ru', one)).toBe('Не сохранено: исправьте 1 проблему, отмеченную выше.')
    expect(alertIn('ru', two)).toBe('Не сохранено: исправьте 2 проблемы, отмеченные выше.')
    expect(alertIn('ru', five)).toBe('Не сохранено: исправьте 5 проблем, отмеченных выше.')
  })

  test('German: a received note says who sent what on which chain, in its own word order, and offers Ausblenden', () => {
    const note: Support = {
      chainId: 1,
      txHash: `0x${'a'.repeat(64)}`,
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      asset: { symbol: 'ETH', decimals: 18, address: null },
      amount: '500000000000000000',
      note: 'Thanks',
      createdAt: 9e15,
      blockNumber: 7,
      hidden: false,
    }
    renderAt(
      '/studio',
      <StudioNoteRow row={{ note, pending: null, error: null }} chains={CHAINS} onToggle={() => {}} />,
      servicesIn('de'),
    )
    const row = screen.getByRole('article', { name: 'Notiz von 0xf3…2266' })
    expect(row.textContent).toContain('0xf3…2266 hat 0,5 ETH auf Ethereum gesendet')
    expect(row.querySelector('code')?.textContent).toBe('0xf3…2266')
    expect(row.querySelector('strong')?.textContent).toBe('0,5 ETH')
    expect(screen.getByRole('button', { name: 'Ausblenden' })).toBeTruthy()
    expect(screen.getByText('Besucher sehen diese Notiz.')).toBeTruthy()
  })

  test('every problem the validation finds has its own words, by code, in English and German', () => {
    const long = (n: number) => 'x'.repeat(n)
    const inputs = [
      {
        displayName: long(51),
        bio: 'a\u0007',
        links: [
          { label: '', url: 'http://example.com' },
          { label: 'a\u0007', url: 'nope' },
          { label: 'a', url: 'https://u:p@example.com' },
          { label: 'a', url: `https://example.com/${long(2048)}` },
          1,
        ],
        accentColor: 'red',
        suggestedAmounts: { ETH: ['-1', 'x', '0.0000000000000000001'], USDC: ['0.0000001'] },
        thankYou: long(141),
      },
      {
        displayName: 'a\u0007',
        bio: long(281),
        links: [1, 2, 3, 4, 5, 6],
        accentColor: '#000000',
        suggestedAmounts: { ETH: ['1', '2', '3', '4'] },
        thankYou: 'a\u0007',
      },
      {
        displayName: 'Ada',
        bio: '',
        links: [],
        accentColor: '#000000',
        suggestedAmounts: { ETH: ['1', '1.0', '1'.repeat(61)], DAI: ['1'] },
        thankYou: '',
      },
      {
        displayName: '\u200b\u3164',
        bio: '',
        links: [{ label: '\u2800', url: 'https://example.com' }],
        accentColor: '#000000',
        suggestedAmounts: {},
        thankYou: '',
      },
    ]
    const assets = [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'USDC', decimals: 6 },
    ]
    const problems = inputs.flatMap((input) => {
      const result = validateCreatorProfile(input, assets)
      return result.ok ? [] : result.problems
    })
    expect(new Set(problems.map((p) => p.code)).size).toBe(24)
    const english = translator(studio, { locale: 'en', dir: 'ltr', messages: undefined, pseudo: undefined })
    const german = translator(studio, { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined })
    for (const problem of problems) {
      // A goal's problems are worded from the goals area (StudioGoal.test.tsx); none of these inputs has a goal.
      expect(isGoalProblem(problem), problem.code).toBe(false)
      if (isGoalProblem(problem)) continue
      const words = [problemText(english, problem), problemText(german, problem)]
      expect(words[0], problem.code).not.toMatch(/^studio\./)
      expect(words[1], problem.code).not.toBe(words[0])
    }
    const tooLong = { field: 'links.0.url', code: 'linkUrlTooLong', params: { max: 2048 } } as const
    expect(problemText(english, tooLong)).toBe('Link URL must be at most 2048 characters')
    expect(problemText(german, tooLong)).toBe('Die Link-URL darf höchstens 2048 Zeichen lang sein')
    const decimals = { field: 'suggestedAmounts.USDC.0', code: 'amountDecimals', params: { max: 1 } } as const
    expect(problemText(english, decimals)).toBe('Suggested amount can have at most 1 decimal place')
    expect(problemText(german, { field: 'links.0.url', code: 'linkUrlNotHttps' })).toBe(
      'Links müssen https:// verwenden',
    )
    expect(problemText(german, { field: 'displayName', code: 'fieldMissing' })).toBe(
      'Der Server konnte dieses Feld nicht lesen. Lade die Seite neu und versuche es erneut.',
    )
  })

  test("behavior: a limit inside a message is written in the language's digits, without grouping (fa ۲۰۴۸)", () => {
    const persian = translator(studio, {
      locale: 'fa',
      dir: 'rtl',
      messages: { ...faMain, ...faPages },
      pseudo: undefined,
    })
    const text = problemText(persian, { field: 'links.0.url', code: 'linkUrlTooLong', params: { max: 2048 } })
    expect(text).toContain('۲۰۴۸')
    expect(text).not.toMatch(/[0-9]/)
  })
})
