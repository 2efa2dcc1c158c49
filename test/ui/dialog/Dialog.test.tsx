// @vitest-environment jsdom
import { Activity, useState, type KeyboardEvent } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from '../../../src/ui/dialog/Dialog'

afterEach(cleanup)

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <label>
          Name <input />
        </label>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" tabIndex={-1}>
          Not tabbable
        </button>
        <label>
          Note <textarea />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </main>
  )
}

/** A dialog whose content is replaced by the button pressed, as the connect panel's steps are. */
function Steps({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true)
  const [step, setStep] = useState(1)
  return (
    <Dialog
      open={open}
      onClose={() => {
        onClose()
        setOpen(false)
      }}
      title="Steps"
    >
      {step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Next
        </button>
      ) : (
        <p>
          Step 2<a href="#more">More</a>
        </p>
      )}
    </Dialog>
  )
}

/** A dialog opened from inside another one (React-wise nested, as portals are). */
function Nested() {
  const [outer, setOuter] = useState(true)
  const [inner, setInner] = useState(false)
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
      <button type="button" onClick={() => setInner(true)}>
        More
      </button>
      <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
        <button type="button">Inside</button>
      </Dialog>
    </Dialog>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Settings' }) }
}

describe('Dialog', () => {
  test('default: closed renders nothing', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('default: aria attributes, accessible name from the title, close button', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Settings')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    // Rendered in a portal: not inside the app's tree.
    expect(dialog.closest('main')).toBeNull()
  })

  test('parameters: labelledBy names the dialog from its content', () => {
    render(
      <Dialog open onClose={() => {}} labelledBy="who">
        <h2 id="who">vitalik.eth</h2>
      </Dialog>,
    )
    expect(screen.getByRole('dialog', { name: 'vitalik.eth' })).toBeTruthy()
  })

  test('behavior: focus moves to the first control of the content on open', async () => {
    await openDialog()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
  })

  test('behavior: Tab cycles through the controls (inputs included) and wraps', async () => {
    const { user } = await openDialog()
    const name = screen.getByRole('textbox', { name: 'Name' })
    const note = screen.getByRole('textbox', { name: 'Note' })
    const save = screen.getByRole('button', { name: 'Save' })
    const close = screen.getByRole('button', { name: 'Close' })
    const visited: Element[] = []
    for (let i = 0; i < 5; i++) {
      await user.tab()
      visited.push(document.activeElement as Element)
    }
    expect(visited).toEqual([note, save, close, name, note])
  })

  test('behavior: Shift+Tab wraps backwards', async () => {
    const { user } = await openDialog()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }))
  })

  test('behavior: focus moved outside by a script comes back inside', async () => {
    await openDialog()
    screen.getByRole('button', { name: 'Outside' }).focus()
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  test('behavior: Escape closes and focus returns to the opener', async () => {
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }))
  })

  test('behavior: a control replaced by the step it opens leaves the focus on the dialog; Tab stays inside', async () => {
    const user = userEvent.setup()
    render(<Steps />)
    const dialog = screen.getByRole('dialog', { name: 'Steps' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }))
    await user.keyboard('{Enter}')
    expect(screen.getByText('Step 2')).toBeTruthy()
    // Not on the page body, where keys would go unheard: on the dialog, which reads out its name.
    expect(document.activeElement).toBe(dialog)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'More' }))
  })

  test('behavior: Escape closes even when the focus fell to the page body; Tab from there goes inside', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Steps onClose={onClose} />)
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: an Escape an inner control handled itself (defaultPrevented) does not close', async () => {
    const user = userEvent.setup()
    const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape') event.preventDefault()
    }
    const onClose = vi.fn()
    render(
      <Dialog open onClose={onClose} title="Search">
        <label>
          Query <input onKeyDown={clearOnEscape} />
        </label>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Query' }))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: only the topmost dialog closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy()
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: a dialog drawn ahead hidden (Activity) takes no focus and hears no Escape until shown', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    function Ahead({ shown }: { shown: boolean }) {
      return (
        <main>
          <button type="button">Page</button>
          <Activity mode={shown ? 'visible' : 'hidden'}>
            <Dialog open onClose={onClose} title="Ahead">
              <button type="button">Inside</button>
            </Dialog>
          </Activity>
        </main>
      )
    }
    const { rerender } = render(<Ahead shown={false} />)
    const page = screen.getByRole('button', { name: 'Page' })
    page.focus()
    await user.keyboard('{Escape}')
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    page.focus()
    expect(document.activeElement).toBe(page)
    rerender(<Ahead shown />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: the close button closes and focus returns to the opener', async () => {
    const { user } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }))
  })

  test('behavior: a backdrop click closes, a click inside does not', async () => {
    const { user, dialog } = await openDialog()
    await user.click(screen.getByRole('textbox', { name: 'Note' }))
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: a press that starts inside and ends on the backdrop does not close', async () => {
    const { user, dialog } = await openDialog()
    await user.pointer([
      { keys: '[MouseLeft>]', target: dialog },
      { target: dialog.parentElement as HTMLElement },
      { keys: '[/MouseLeft]' },
    ])
    expect(screen.queryByRole('dialog')).not.toBeNull()
  })

  test('behavior: body scroll is locked while open and the previous style restored', async () => {
    document.body.style.overflow = 'scroll'
    const { user } = await openDialog()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('scroll')
    document.body.style.overflow = ''
  })

  test('behavior: unmounting while open releases the scroll lock', () => {
    const { unmount } = render(<Harness initiallyOpen />)
    expect(document.body.style.overflow).toBe('hidden')
    unmount()
    expect(document.body.style.overflow).toBe('')
  })
})
