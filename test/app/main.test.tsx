// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'

// The browser entry, as the page loads it: a root element (with the prerendered shell in it), then the module.
beforeEach(() => {
  vi.resetModules()
  document.body.innerHTML = '<div id="root"><header>prerendered shell</header></div>'
  window.history.replaceState(null, '', '/')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } })),
  )
})

afterEach(() => {
  vi.doUnmock('../../src/app/container')
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('main (browser entry)', () => {
  test('default: starts in a task of its own after the scripts ran, then draws the shell with the connect button', async () => {
    vi.stubEnv('VITE_AUTH', 'off')
    const created = vi.fn()
    vi.doMock('../../src/app/container', async (original) => {
      const actual = await original<typeof import('../../src/app/container')>()
      return {
        createAppContainer: (...args: Parameters<typeof actual.createAppContainer>) => (
          created(), actual.createAppContainer(...args)
        ),
      }
    })
    await import('../../src/app/main')
    // Evaluating the module only schedules the start (a shorter first task): no container yet, the prerendered shell
    // is what shows.
    expect(created).not.toHaveBeenCalled()
    expect(document.getElementById('root')!.textContent).toBe('prerendered shell')
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Creators Studio' })).toBeTruthy()
  })

  test('behavior: a broken configuration says so on the page (never a blank page) and names the variable', async () => {
    vi.stubEnv('VITE_CHAIN_LIBRARY', 'web3js')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await import('../../src/app/main')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Creators Studio could not start: VITE_CHAIN_LIBRARY: "web3js"/,
      ),
    )
    expect(logged).toHaveBeenCalled()
  })
})
