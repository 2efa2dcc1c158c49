// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import type { Locale } from '../../../src/domain/i18n/locales'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import { StudioBadge } from '../../../src/ui/pages/StudioBadge'
import { CREATOR, createPagesHarness, disposePages, renderAt } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

const origin = window.location.origin
const PAGE = `${origin}/creators/${CREATOR}`
const IMAGE = `${origin}/api/creators/${CREATOR}/badge.svg`

describe('StudioBadge', () => {
  test('default: the badge and its HTML and Markdown, the picture inside a link to the creator page', () => {
    const { services } = createPagesHarness()
    renderAt('/studio', <StudioBadge address={CREATOR} />, services)
    const region = screen.getByRole('region', { name: 'Badge for your site' })
    expect(region.querySelector('img')?.getAttribute('src')).toBe(IMAGE)
    expect(screen.getByRole('img', { name: 'Support me on Creators Studio' })).toBeTruthy()
    expect((screen.getByLabelText('HTML') as HTMLTextAreaElement).value).toBe(
      `<a href="${PAGE}"><img src="${IMAGE}" alt="Support me on Creators Studio" height="28" /></a>`,
    )
    expect((screen.getByLabelText('Markdown') as HTMLTextAreaElement).value).toBe(
      `[![Support me on Creators Studio](${IMAGE})](${PAGE})`,
    )
    // Code to copy, not words to translate (a browser's translator leaves it alone).
    expect(screen.getByLabelText('HTML').getAttribute('translate')).toBe('no')
  })

  test('behavior: each Copy button puts its snippet on the clipboard and says so', async () => {
    const { services, clipboard } = createPagesHarness()
    renderAt('/studio', <StudioBadge address={CREATOR} />, services)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Copy Markdown' }))
    expect(clipboard.written).toEqual([(screen.getByLabelText('Markdown') as HTMLTextAreaElement).value])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Copy HTML' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy HTML' }))
    expect(clipboard.written[1]).toBe((screen.getByLabelText('HTML') as HTMLTextAreaElement).value)
  })

  test('behavior: a refused clipboard says nothing was copied', async () => {
    const { services } = createPagesHarness()
    const refusing = { ...services, clipboard: { writeText: () => Promise.reject(new Error('denied')) } }
    renderAt('/studio', <StudioBadge address={CREATOR} />, refusing)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy HTML' }))
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull()
  })

  test('behavior: the words, the alt text included, follow the chosen language', () => {
    const { services } = createPagesHarness()
    const state: LocaleState = {
      locale: 'de' as Locale,
      dir: 'ltr',
      messages: { ...deMain, ...dePages },
      pseudo: undefined,
    }
    const locale = { getSnapshot: () => state, subscribe: () => () => {}, choose: async () => ({ kind: 'superseded' }) }
    renderAt('/studio', <StudioBadge address={CREATOR} />, { ...services, locale } as typeof services)
    expect(screen.getByRole('region', { name: 'Badge für deine Website' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Markdown kopieren' })).toBeTruthy()
    expect((screen.getByLabelText('HTML') as HTMLTextAreaElement).value).toContain(
      'alt="Unterstütze mich auf Creators Studio"',
    )
  })
})
