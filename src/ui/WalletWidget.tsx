import { Activity, Suspense, useState, useTransition } from 'react'
import type { ModalName } from '../domain/connection/modalRules'
import type { ConnectionStatus } from '../domain/connection/walletSession'
import { ConnectButton } from './connect/ConnectButton'
import type { ConnectButtonOptions } from './connect/connectButtonOptions'
import { usePrefetchAccountData } from './data/usePrefetchAccountData'
import { useConnectionStatus } from './hooks/useConnectionStatus'
import { useModalState } from './hooks/useModalState'
import { useWhenIdle } from './hooks/useWhenIdle'
import { ModalErrorBoundary } from './ModalErrorBoundary'
import { preloadable, type Preloadable } from './preloadable'
import { decodeImages } from './decodeImages'
import { useServices } from './servicesContext'
import { connectButton } from './i18n/en/connectButton'
import { useT } from './i18n/useT'

type ModalProps = { open: boolean; onClose(): void }

// Modals load on demand: the first page load carries only the shell and the button.
const modals: Record<ModalName, Preloadable<ModalProps>> = {
  connect: preloadable(() => import('./connect/ConnectModal').then((m) => m.ConnectModal)),
  account: preloadable(() => import('./account/AccountModal').then((m) => m.AccountModal)),
  chain: preloadable(() => import('./chain/ChainModal').then((m) => m.ChainModal)),
}

/** The connect button with the three modals it opens (product rules: "Connect button"). */
export function WalletWidget(props: ConnectButtonOptions) {
  const { directory } = useServices()
  const { open, openModal, closeModal } = useModalState()
  const status = useConnectionStatus()
  const [opening, startOpening] = useTransition()
  const [failed, setFailed] = useState(false)
  const t = useT(connectButton)
  usePrefetchAccountData()
  // The connect modal's wallet list may load on demand too: it starts with the modal's code, not after it. Then
  // its icons are decoded, so the modal draws them in its first frame (decodeImages).
  const loadWallets = (modal: ModalName) => {
    if (modal !== 'connect') return
    const decodeIcons = () => decodeImages(directory.getSnapshot().map((option) => option.iconUrl))
    if (directory.ready) void directory.ready().then(decodeIcons)
    else decodeIcons()
  }
  const walletsLoaded = (modal: ModalName) =>
    modal !== 'connect' || !directory.ready || directory.getSnapshot().length > 0
  // Modals whose code (and wallet list) has loaded ahead: the next one is drawn hidden in advance (see below).
  const [ready, setReady] = useState<readonly ModalName[]>([])
  const markReady = (modal: ModalName) =>
    setReady((current) => (current.includes(modal) ? current : [...current, modal]))
  /** Starts loading a modal's code ahead of the click (pointer over or focus on its button). */
  const prefetch = (modal: ModalName) => {
    loadWallets(modal)
    void modals[modal]
      .load()
      .then(async () => {
        if (modal === 'connect' && directory.ready) await directory.ready()
        markReady(modal)
      })
      .catch(() => undefined)
  }
  // The modal this button opens next (a few KiB) is fetched once the page is idle, so it opens without a network
  // wait. Only that: the chain library, QR encoder and cloud-wallet SDKs still wait for the visitor to ask.
  const next = nextModal(status)
  useWhenIdle(next, prefetch)
  // Loaded (the usual case: fetched when the page was idle), the modal opens in the click's own render. Otherwise
  // opening is an async transition: the page stays as it is (the button says it is busy) until the modal's code and
  // wallet list are loaded, then the modal opens whole. Opening inside the transition would not wait: the modals'
  // state is an external store, whose updates React renders at once, so it would commit the empty Suspense fallback
  // and then hold the loaded modal back for its fallback throttle (300 ms), a delay the visitor would see.
  const onModalError = () => {
    setFailed(true)
    closeModal()
  }
  // Each opening starts afresh (the wallet list, not the step the last visit left): a closed modal's view is replaced.
  const [generation, setGeneration] = useState(0)
  const [lastOpen, setLastOpen] = useState(open)
  if (lastOpen !== open) {
    setLastOpen(open)
    if (lastOpen.some((modal) => !open.includes(modal))) setGeneration(generation + 1)
  }
  // The next modal, once loaded, is drawn ahead and hidden (React's Activity: rendered at idle priority, its effects
  // not run, so no focus move, scroll lock, store subscription or wallet call): the click then only reveals it. React
  // drops a hidden drawing that throws without a word; the click draws it again and the failure is reported then.
  const warm = next && !open.includes(next) && ready.includes(next) ? next : undefined
  const shown = warm ? [...open, warm] : open
  const openAndLoad = (modal: ModalName) => {
    setFailed(false)
    loadWallets(modal)
    const view = modals[modal]
    if (view.loaded() && walletsLoaded(modal)) return openModal(modal)
    startOpening(async () => {
      // After a failed load: a fresh attempt; failing again, the drawn modal reports it (its error boundary).
      const wallets = modal === 'connect' ? directory.ready?.() : undefined
      await Promise.all([view.load(), wallets]).catch(() => undefined)
      openModal(modal)
    })
  }
  return (
    <>
      <ConnectButton {...props} busy={opening} onOpen={openAndLoad} onPrefetch={prefetch} />
      {/* The Suspense boundary stays mounted (a new one would show its fallback at once instead of letting the
          opening transition wait); each modal's view and error boundary start afresh after it closed. */}
      <Suspense fallback={null}>
        {shown.map((modal) => (
          <Activity key={`${modal}:${generation}`} mode={open.includes(modal) ? 'visible' : 'hidden'}>
            <ModalErrorBoundary onError={onModalError}>
              <ModalView modal={modal} open onClose={closeModal} />
            </ModalErrorBoundary>
          </Activity>
        ))}
      </Suspense>
      {failed && (
        <p role="alert" className="cs-root cs-connect-alert">
          {t('connect.widget.modalFailed')}
        </p>
      )}
    </>
  )
}

/** One open modal: the loaded component when its code is here, else the lazy one; chosen once, so it never remounts. */
function ModalView({ modal, ...props }: ModalProps & { modal: ModalName }) {
  const [Modal] = useState(() => modals[modal].loaded() ?? modals[modal].Lazy)
  return <Modal {...props} />
}

/** The modal the connect button opens from this status, none while the status is loading. */
function nextModal(status: ConnectionStatus): ModalName | undefined {
  if (status === 'loading') return undefined
  return status === 'connected' ? 'account' : 'connect'
}
