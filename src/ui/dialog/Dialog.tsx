import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusableIn, nextTrapTarget } from './focusable'
import { lockBodyScroll } from './scrollLock'
import '../theme/theme.css'
import './dialog.css'

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
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<OpenDialog {...props} />, document.body)
}

function OpenDialog({ title, labelledBy, onClose, children, className }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlock = lockBodyScroll()
    focusInitial(panel.current)
    const release = keepFocusInside(panel.current)
    return () => {
      release()
      unlock()
      // The opener may have been replaced while the dialog was open (e.g. connect -> account button).
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const target = nextTrapTarget(focusableIn(panel.current), document.activeElement, event.shiftKey)
    if (target) {
      event.preventDefault()
      target.focus()
    }
  }

  // Closing only when the press also started on the backdrop: a text selection dragged out of the panel must not close.
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
    pressedOnBackdrop.current = false
  }

  return (
    <div className="cs-root cs-backdrop" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        className={className ? `cs-dialog ${className}` : 'cs-dialog'}
        onKeyDown={onKeyDown}
      >
        <div className="cs-dialog-head">
          {title !== undefined ? <h2 id={titleId} className="cs-dialog-title">{title}</h2> : <span />}
          <button type="button" className="cs-close" aria-label="Close" onClick={() => onClose()}>
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

/** The first control of the content, else the close button, else the panel itself. */
function focusInitial(root: HTMLElement | null): void {
  if (!root) return
  const items = focusableIn(root)
  const content = items.find((el) => !el.classList.contains('cs-close'))
  ;(content ?? items[0] ?? root).focus()
}

/** Focus that escapes by other means than Tab (a click on the page, a script) is brought back. */
function keepFocusInside(root: HTMLElement | null): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!root || !(target instanceof Node) || root.contains(target)) return
    // A dialog opened on top of this one owns the focus.
    if (target instanceof Element && target.closest('[aria-modal="true"]')) return
    focusInitial(root)
  }
  document.addEventListener('focusin', onFocusIn)
  return () => document.removeEventListener('focusin', onFocusIn)
}
