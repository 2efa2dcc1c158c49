// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import type { Locale } from '../../../src/domain/i18n/locales'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import faMain from '../../../src/ui/i18n/locales/fa'
import faPages from '../../../src/ui/i18n/locales/fa.pages'
import { CreatorGoalBar } from '../../../src/ui/pages/CreatorGoalBar'
import { StudioExport } from '../../../src/ui/pages/StudioExport'
import { CREATOR, createPagesHarness, disposePages, renderAt } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

const goal = { asset: 'USDC', amount: '100', period: 'month', title: 'New microphone' } as const

function servicesIn(locale: Locale, messages: LocaleState['messages'], dir: 'ltr' | 'rtl' = 'ltr') {
  const { services } = createPagesHarness()
  const state: LocaleState = { locale, dir, messages, pseudo: undefined }
  const service = { getSnapshot: () => state, subscribe: () => () => {}, choose: async () => ({ kind: 'superseded' }) }
  return { ...services, locale: service } as typeof services
}

describe('CreatorGoalBar', () => {
  test('default: English: the title names a progress bar from 0 to the goal, its value and text what was reached', () => {
    const { services } = createPagesHarness()
    renderAt('/', <CreatorGoalBar goal={goal} progress={{ reached: '5', since: 0 }} />, services)
    const bar = screen.getByRole('progressbar', { name: 'New microphone' })
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuenow')).toBe('5')
    expect(bar.getAttribute('aria-valuetext')).toBe('5 of 100 USDC this month, 5%')
    expect(screen.getByText('5 of 100 USDC this month')).toBeTruthy()
    expect(screen.getByText('5%')).toBeTruthy()
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('5%')
  })

  test('behavior: German: the words, the decimal comma, the grouping and the percent as German writes them', () => {
    renderAt(
      '/',
      <CreatorGoalBar goal={{ ...goal, amount: '1000', period: 'total' }} progress={{ reached: '12.5', since: 0 }} />,
      servicesIn('de', { ...deMain, ...dePages }),
    )
    const bar = screen.getByRole('progressbar', { name: 'New microphone' })
    expect(bar.getAttribute('aria-valuetext')).toBe('12,5 von 1.000 USDC insgesamt, 1\u00a0%')
    expect(bar.getAttribute('aria-valuenow')).toBe('12.5')
    expect(screen.getByText('Ziel')).toBeTruthy()
  })

  test('behavior: Persian: its digits; a goal passed fills the bar and no more, its value capped at the goal', () => {
    renderAt(
      '/',
      <CreatorGoalBar goal={goal} progress={{ reached: '150', since: 0 }} />,
      servicesIn('fa', { ...faMain, ...faPages }, 'rtl'),
    )
    const bar = screen.getByRole('progressbar', { name: 'New microphone' })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    // Each value is isolated in right-to-left text (the first-strong isolates aside, the words are these).
    expect(bar.getAttribute('aria-valuetext')?.replace(/[\u2066-\u2069]/g, '')).toContain('۱۵۰ از ۱۰۰ USDC')
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('100%')
  })
})

describe('StudioExport', () => {
  test('default: a download link to the creator’s own CSV, in English and in German', () => {
    const { services } = createPagesHarness()
    renderAt('/studio', <StudioExport address={CREATOR} />, services)
    const link = screen.getByRole('link', { name: 'Download CSV' })
    expect(link.getAttribute('href')).toBe(`/api/creators/${CREATOR}/supports.csv`)
    expect(link.getAttribute('download')).toBe(`supports-${CREATOR}.csv`)
    expect(screen.getByRole('region', { name: 'Export' })).toBeTruthy()
    cleanup()
    renderAt('/studio', <StudioExport address={CREATOR} />, servicesIn('de', { ...deMain, ...dePages }))
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toBeTruthy()
  })
})
