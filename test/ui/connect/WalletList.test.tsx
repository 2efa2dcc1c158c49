// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PARTICLE_SIZES } from '../../../src/ui/confetti/confettiParticles'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { confettiOnScreen, confettiSettled } from '../support/confetti'
import { createHarness, FakeWallet, option, renderWith, setNarrow } from './connectHarness'

let restore: () => void
beforeEach(() => {
  restore = setNarrow(false)
})
afterEach(async () => {
  cleanup()
  restore()
  await confettiSettled()
})

async function openList(coolMode: boolean | undefined) {
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  renderWith(<WalletWidget />, { ...h.services, app: { ...h.services.app, coolMode } })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  return within(dialog).getByRole('button', { name: 'Browser Wallet' })
}

describe('WalletList', () => {
  test('default: without cool mode a wallet click throws no confetti', async () => {
    await userEvent.click(await openList(undefined))
    expect(screen.getByText('Opening Browser Wallet…')).toBeTruthy()
    expect(confettiOnScreen()).toHaveLength(0)
  })

  test('parameters: coolMode false throws no confetti', async () => {
    await userEvent.click(await openList(false))
    expect(confettiOnScreen()).toHaveLength(0)
  })

  test('parameters: coolMode true: clicks throw the wallet icon as confetti, at most 35 at once, 15 to 45 px', async () => {
    const button = await openList(true)
    await userEvent.click(button)
    expect(confettiOnScreen().length).toBeGreaterThan(0)
    for (let i = 0; i < 4; i++) await userEvent.click(button)
    const particles = confettiOnScreen()
    expect(particles.length).toBeGreaterThan(0)
    expect(particles.length).toBeLessThanOrEqual(35)
    for (const el of particles) {
      const size = Number.parseFloat(el.style.width)
      expect(PARTICLE_SIZES).toContain(size)
      expect(size).toBeGreaterThanOrEqual(15)
      expect(size).toBeLessThanOrEqual(45)
      expect(el.style.backgroundImage).toContain('data:image/svg+xml,injected')
    }
  })
})
