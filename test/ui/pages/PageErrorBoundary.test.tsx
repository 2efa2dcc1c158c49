// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { PageErrorBoundary } from '../../../src/ui/pages/PageErrorBoundary'
import { createPagesHarness, disposePages, renderAt } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module')
}

describe('PageErrorBoundary', () => {
  test('default: children render as they are', () => {
    renderAt(
      '/',
      <PageErrorBoundary>
        <p>fine</p>
      </PageErrorBoundary>,
      createPagesHarness().services,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })

  test('behavior: a page that throws (a chunk that failed to load) leaves a message, a reload and a way home', () => {
    const error = console.error
    console.error = () => {}
    try {
      renderAt(
        '/studio',
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>,
        createPagesHarness().services,
      )
    } finally {
      console.error = error
    }
    expect(screen.getByRole('alert').textContent).toBe('This page could not be loaded.')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
  })
})
