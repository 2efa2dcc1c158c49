import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

const LAYER = 'body > [aria-hidden="true"]'

/** The confetti particles on screen (the layer confettiBurst adds to the body). */
export function confettiOnScreen(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`${LAYER} > div`))
}

/** Waits until every particle has fallen off screen (the layer then removes itself), so the next test starts from none. */
export async function confettiSettled(): Promise<void> {
  await waitFor(() => expect(document.querySelector(LAYER)).toBeNull(), { timeout: 15_000 })
}
