// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { AccountAvatar } from '../../../src/ui/connect/AccountAvatar'
import { ADDRESS } from './connectHarness'

afterEach(cleanup)

describe('AccountAvatar', () => {
  test('default: a gradient from the address, hidden from assistive technology', () => {
    const { container } = render(<AccountAvatar address={ADDRESS} size={24} />)
    const avatar = container.querySelector('.cs-avatar')!
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(avatar.querySelector('img')).toBeNull()
    expect((avatar.querySelector('.cs-avatar-generated') as HTMLElement).style.background).toContain('linear-gradient')
    expect(avatar.textContent).toBe('')
  })

  test('parameters: large avatars carry the two-letter monogram; pending adds the ring', () => {
    const { container } = render(<AccountAvatar address={ADDRESS} size={74} pending />)
    expect(container.querySelector('.cs-avatar')!.textContent).toBe('F3')
    expect(container.querySelector('.cs-avatar-pending')).not.toBeNull()
  })

  test('behavior: the ENS image loads at once (it is always in view where drawn); a broken image falls back to the gradient', () => {
    const { container } = render(<AccountAvatar address={ADDRESS} size={24} imageUrl="https://example.test/a.png" />)
    const img = container.querySelector('img')!
    // A lazy image in view still waits for layout to find it there: it shows frames after the account it belongs to.
    expect(img.getAttribute('loading')).toBeNull()
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.cs-avatar-generated')).not.toBeNull()
  })
})
