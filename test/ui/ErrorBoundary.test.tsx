// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ErrorBoundary } from '../../src/ui/ErrorBoundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new Error('render failed')
}

describe('ErrorBoundary', () => {
  test('default: children render as they are; nothing is logged', () => {
    const errors = vi.spyOn(console, 'error')
    render(
      <ErrorBoundary label="Part failed:" fallback={<p>fallback</p>}>
        <p>fine</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
  })

  test('behavior: children that throw are replaced by the fallback; the error is logged with the label and reported once', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reported: unknown[] = []
    render(
      <main>
        <ErrorBoundary label="Part failed:" fallback={<p>fallback</p>} onError={(error) => reported.push(error)}>
          <Broken />
        </ErrorBoundary>
        <p>next to it</p>
      </main>,
    )
    expect(screen.getByText('fallback')).toBeTruthy()
    expect(screen.getByText('next to it')).toBeTruthy()
    expect(errors).toHaveBeenCalledWith('Part failed:', expect.objectContaining({ message: 'render failed' }))
    expect(reported).toEqual([expect.objectContaining({ message: 'render failed' })])
  })
})
