// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useCoolMode } from '../../../src/ui/confetti/useCoolMode'

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
}

function CoolButton({ enabled }: { enabled: boolean }) {
  const ref = useCoolMode<HTMLButtonElement>('data:image/svg+xml,%3Csvg%2F%3E', enabled)
  return (
    <button ref={ref} type="button">
      Wallet
    </button>
  )
}

const particles = () => document.querySelectorAll('body > [aria-hidden="true"] > div')

afterEach(() => {
  cleanup()
  document.querySelectorAll('body > [aria-hidden="true"]').forEach((el) => el.remove())
})

describe('useCoolMode', () => {
  test('default: disabled throws nothing', async () => {
    setReducedMotion(false)
    render(<CoolButton enabled={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }))
    expect(particles()).toHaveLength(0)
  })

  test('behavior: enabled, clicks throw confetti, never more than 35 at once', async () => {
    setReducedMotion(false)
    render(<CoolButton enabled />)
    const button = screen.getByRole('button', { name: 'Wallet' })
    await userEvent.click(button)
    expect(particles().length).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) await userEvent.click(button)
    expect(particles().length).toBeLessThanOrEqual(35)
    for (const el of particles()) expect((el as HTMLElement).style.backgroundImage).toContain('data:image/svg+xml')
  })

  test('behavior: prefers-reduced-motion throws nothing', async () => {
    setReducedMotion(true)
    render(<CoolButton enabled />)
    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }))
    expect(particles()).toHaveLength(0)
  })
})
