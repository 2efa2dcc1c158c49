// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { accentStyle, CreatorProfileDetails } from '../../../src/ui/pages/CreatorProfileDetails'

afterEach(cleanup)

describe('CreatorProfileDetails', () => {
  test('default: the bio as text and each link opening in a new tab as user content', () => {
    const links = [
      { label: 'Site', url: 'https://ada.example/' },
      { label: 'Shop', url: 'https://shop.example/a?b=1' },
    ]
    render(<CreatorProfileDetails profile={{ bio: 'Line one\nLine two', links }} />)
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two')
    const anchors = screen.getAllByRole('link')
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links.map((l) => [l.label, l.url]))
    for (const a of anchors) {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer ugc')
    }
  })

  test('behavior: markup a creator typed is shown as text, never parsed', () => {
    const bio = '<img src=x onerror="alert(1)"><b>bold</b>'
    const { container } = render(
      <CreatorProfileDetails profile={{ bio, links: [{ label: '<i>x</i>', url: 'https://a.example/' }] }} />,
    )
    expect(container.querySelector('img, b, i')).toBeNull()
    expect(screen.getByText(bio)).toBeTruthy()
    expect(screen.getByRole('link').textContent).toBe('<i>x</i>')
  })

  test('behavior: the same link listed twice is shown twice, without a key clash', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const link = { label: 'Site', url: 'https://ada.example/' }
      render(<CreatorProfileDetails profile={{ bio: '', links: [link, link] }} />)
      expect(screen.getAllByRole('link')).toHaveLength(2)
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/)
    } finally {
      errors.mockRestore()
    }
  })

  test('parameters: an empty bio and no links render nothing; the accent is a CSS variable only with a profile', () => {
    const { container } = render(<CreatorProfileDetails profile={{ bio: '', links: [] }} />)
    expect(container.innerHTML).toBe('')
    expect(accentStyle({ accentColor: '#12ab34' })).toEqual({ '--cs-creator-accent': '#12ab34' })
    expect(accentStyle(null)).toEqual({})
  })
})
