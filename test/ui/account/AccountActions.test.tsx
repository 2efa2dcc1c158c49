// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { AccountActions } from '../../../src/ui/account/AccountActions'
import { ADDRESS, connectedServices, renderWithServices } from '../support/modalHarness'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Clicks and lets the clipboard promise settle. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

describe('AccountActions', () => {
  test('behavior: Copy Address copies, says "Copied!" for 1.5 s, then goes back', async () => {
    vi.useFakeTimers()
    const { services, clipboard } = await connectedServices()
    renderWithServices(<AccountActions address={ADDRESS} onDisconnect={() => {}} />, services)
    await click(screen.getByRole('button', { name: 'Copy Address' }))
    expect(clipboard.written).toEqual([ADDRESS])
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy()
  })

  test('behavior: a second copy restarts the 1.5 s', async () => {
    vi.useFakeTimers()
    const { services } = await connectedServices()
    renderWithServices(<AccountActions address={ADDRESS} onDisconnect={() => {}} />, services)
    await click(screen.getByRole('button', { name: 'Copy Address' }))
    act(() => vi.advanceTimersByTime(1000))
    await click(screen.getByRole('button', { name: 'Copied!' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy()
  })

  test('behavior: without an address nothing happens', async () => {
    const { services, clipboard } = await connectedServices()
    renderWithServices(<AccountActions address={undefined} onDisconnect={() => {}} />, services)
    await click(screen.getByRole('button', { name: 'Copy Address' }))
    expect(clipboard.written).toEqual([])
    expect(screen.queryByText('Copied!')).toBeNull()
  })

  test('behavior: a refused clipboard does not claim "Copied!"', async () => {
    const { services, clipboard } = await connectedServices()
    clipboard.fail = true
    renderWithServices(<AccountActions address={ADDRESS} onDisconnect={() => {}} />, services)
    await click(screen.getByRole('button', { name: 'Copy Address' }))
    expect(screen.queryByText('Copied!')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy()
  })

  test('behavior: Disconnect calls back', async () => {
    const { services } = await connectedServices()
    let disconnects = 0
    renderWithServices(<AccountActions address={ADDRESS} onDisconnect={() => (disconnects += 1)} />, services)
    await click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(disconnects).toBe(1)
  })
})
