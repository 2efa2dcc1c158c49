// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../src/ui/pages/NotFoundPage'
import { createPagesHarness, disposePages, renderAt } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

describe('NotFoundPage', () => {
  test('default: "Page not found" with the path and a link home', async () => {
    renderAt(
      '/no/such/page',
      <Switch>
        <Route path="/">
          <p>home</p>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>,
      createPagesHarness().services,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByText(/There is nothing at/).textContent).toBe('There is nothing at /no/such/page.')
    expect(document.title).toBe('Page not found · Creators Studio')
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    expect(screen.getByText('home')).toBeTruthy()
  })
})
