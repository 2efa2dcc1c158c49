// @vitest-environment jsdom
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from '../../../src/ui/dialog/Dialog'

afterEach(cleanup)

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <button type="button">Outside</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <label>Name <input /></label>
        <button type="button" disabled>Disabled</button>
        <button type="button" tabIndex={-1}>Not tabbable</button>
        <label>Note <textarea /></label>
        <button type="button">Save</button>
      </Dialog>
    </main>
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
    await user.pointer([{ keys: '[MouseLeft>]', target: dialog }, { target: dialog.parentElement as HTMLElement }, { keys: '[/MouseLeft]' }])
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
