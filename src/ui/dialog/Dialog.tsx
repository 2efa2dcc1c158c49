import { useEffectEvent, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusableIn, nextTrapTarget } from './focusable'
import { lockBodyScroll } from './scrollLock'
import '../theme/theme.css'
import './dialog.css'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

type Title =
  /** A visible heading that names the dialog. */
  | { title: ReactNode; labelledBy?: undefined }
  /** The id of an element inside the content that names the dialog (e.g. the account name). */
  | { title?: undefined; labelledBy: string }

export type DialogProps = Title & {
  open: boolean
  onClose: () => void
  children: ReactNode
  className?: string | undefined
}

/**
 * The one modal of the app: a portal with role="dialog", focus moved in and trapped, restored to the opener on close,
 * Escape and backdrop click close it, the page behind does not scroll. Centred on desktop, a bottom sheet below 768 px.
 * A dialog drawn ahead hidden (React's Activity) runs no effects: it holds no focus and hears no key until shown.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<OpenDialog {...props} />, document.body)
}

function OpenDialog({ title, labelledBy, onClose, children, className }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  const close = useEffectEvent(() => onClose())
  const t = useT(connect)

  useLayoutEffect(() => {
    const root = panel.current
    if (!root) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlock = lockBodyScroll()
    openDialogs.push(root)
    focusInitial(root)
    const releaseFocus = keepFocusInside(root)
    const releaseKeys = listenForKeys(root, () => close())
    return () => {
      releaseKeys()
      releaseFocus()
      const at = openDialogs.indexOf(root)
      if (at >= 0) openDialogs.splice(at, 1)
      unlock()
      // The opener may have been replaced while the dialog was open (e.g. connect -> account button).
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  // Closing only when the press also started on the backdrop: a text selection dragged out of the panel must not close.
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
    pressedOnBackdrop.current = false
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a pointer shortcut; the dialog closes on Escape
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape, handled on the dialog
    <div className="cs-root cs-backdrop" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        className={className ? `cs-dialog ${className}` : 'cs-dialog'}
      >
        <div className="cs-dialog-head">
          {title !== undefined ? (
            <h2 id={titleId} className="cs-dialog-title">
              {title}
            </h2>
          ) : (
            <span />
          )}
          <button type="button" className="cs-close" aria-label={t('connect.dialog.close')} onClick={() => onClose()}>
            <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
              <path d="M1 1l8 8M9 1L1 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}

/** The open dialogs' panels, the topmost last: only it answers Escape and Tab and takes back a lost focus. */
const openDialogs: HTMLElement[] = []

function isTopmost(root: HTMLElement): boolean {
  return openDialogs[openDialogs.length - 1] === root
}

/**
 * Escape and the Tab trap, heard on the document: a step that replaces the focused button drops the focus on the
 * body, where a handler on the dialog would hear nothing. A key an inner element handled (defaultPrevented) is its own.
 */
function listenForKeys(root: HTMLElement, close: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isTopmost(root)) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Tab') return
    const target = nextTrapTarget(focusableIn(root), document.activeElement, event.shiftKey)
    if (target) {
      event.preventDefault()
      target.focus()
    }
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}

/** The first control of the content, else the close button, else the panel itself. */
function focusInitial(root: HTMLElement | null): void {
  if (!root) return
  const items = focusableIn(root)
  const content = items.find((el) => !el.classList.contains('cs-close'))
  ;(content ?? items[0] ?? root).focus()
}

/**
 * Focus that escapes by other means than Tab (a click on the page, a script) is brought back. Focus lost with its
 * element (a step replaced the button pressed; no event tells) goes to the dialog itself, which reads out its title,
 * unless the content already placed it (e.g. on the new step's heading, in the same commit).
 */
function keepFocusInside(root: HTMLElement): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Node) || root.contains(target)) return
    // A dialog opened on top of this one owns the focus.
    if (target instanceof Element && target.closest('[aria-modal="true"]')) return
    focusInitial(root)
  }
  const onRemoval = () => {
    const active = document.activeElement
    if ((active === null || active === document.body) && isTopmost(root)) root.focus()
  }
  const removals = new MutationObserver(onRemoval)
  removals.observe(root, { childList: true, subtree: true })
  document.addEventListener('focusin', onFocusIn)
  return () => {
    removals.disconnect()
    document.removeEventListener('focusin', onFocusIn)
  }
}
