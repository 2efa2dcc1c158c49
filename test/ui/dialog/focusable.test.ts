// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { focusableIn, nextTrapTarget } from '../../../src/ui/dialog/focusable'

afterEach(() => document.body.replaceChildren())

function dialog(): HTMLElement {
  const root = document.createElement('div')
  root.tabIndex = -1
  root.innerHTML = '<button>First</button><h3 tabindex="-1">Step</h3><button>Second</button><button>Last</button>'
  document.body.append(root)
  return root
}

describe('nextTrapTarget', () => {
  test('behavior: from a focused heading (no control), Tab goes to the next control, Shift+Tab to the one before', () => {
    const root = dialog()
    const items = focusableIn(root)
    const heading = root.querySelector('h3')
    expect(items.map((el) => el.textContent)).toEqual(['First', 'Second', 'Last'])
    expect(nextTrapTarget(items, heading, false)?.textContent).toBe('Second')
    expect(nextTrapTarget(items, heading, true)?.textContent).toBe('First')
  })

  test('behavior: from the dialog itself or the page body, Tab enters at the first control, Shift+Tab at the last', () => {
    const root = dialog()
    const items = focusableIn(root)
    for (const from of [root, document.body]) {
      expect(nextTrapTarget(items, from, false)?.textContent).toBe('First')
      expect(nextTrapTarget(items, from, true)?.textContent).toBe('Last')
    }
  })
})
