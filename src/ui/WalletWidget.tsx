import { lazy, Suspense, useTransition } from 'react'
import type { ModalName } from '../domain/connection/modalRules'
import type { ConnectionStatus } from '../domain/connection/walletSession'
import { ConnectButton } from './connect/ConnectButton'
import type { ConnectButtonOptions } from './connect/connectButtonOptions'
import { usePrefetchAccountData } from './data/usePrefetchAccountData'
import { useConnectionStatus } from './hooks/useConnectionStatus'
import { useModalState } from './hooks/useModalState'
import { useWhenIdle } from './hooks/useWhenIdle'
import { useServices } from './servicesContext'

// Modals load on demand: the first page load carries only the shell and the button.
const loaders = {
  connect: () => import('./connect/ConnectModal').then((m) => ({ default: m.ConnectModal })),
  account: () => import('./account/AccountModal').then((m) => ({ default: m.AccountModal })),
  chain: () => import('./chain/ChainModal').then((m) => ({ default: m.ChainModal })),
} satisfies Record<ModalName, unknown>

const ConnectModal = lazy(loaders.connect)
const AccountModal = lazy(loaders.account)
const ChainModal = lazy(loaders.chain)

/** The connect button with the three modals it opens (SPEC 2). */
export function WalletWidget(props: ConnectButtonOptions) {
  const { directory } = useServices()
  const { open, openModal, closeModal } = useModalState()
  const status = useConnectionStatus()
  const [opening, startOpening] = useTransition()
  usePrefetchAccountData()
  const isOpen = (modal: ModalName) => open.includes(modal)
  // The connect modal's wallet list may load on demand too: it starts with the modal's code, not after it.
  const loadWallets = (modal: ModalName) => {
    if (modal === 'connect') void directory.ready?.()
  }
  /** Starts loading a modal's code ahead of the click (pointer over or focus on its button). */
  const prefetch = (modal: ModalName) => {
    loadWallets(modal)
    void loaders[modal]().catch(() => undefined)
  }
  // The modal this button opens next (a few KiB) is fetched once the page is idle, so it opens without a network
  // wait. Only that: the chain library, QR encoder and cloud-wallet SDKs still wait for the visitor to ask.
  useWhenIdle(nextModal(status), prefetch)
  // Opening is a transition: the page stays as it is (the button says it is busy) until the modal's code and wallet
  // list are loaded, then the modal appears whole. Without it, React would first commit the empty Suspense fallback
  // and then hold the loaded modal back for its fallback throttle (300 ms), a delay the visitor would see.
  const openAndLoad = (modal: ModalName) => {
    loadWallets(modal)
    startOpening(() => openModal(modal))
  }
  return (
    <>
      <ConnectButton {...props} busy={opening} onOpen={openAndLoad} onPrefetch={prefetch} />
      <Suspense fallback={null}>
        {isOpen('connect') && <ConnectModal open onClose={closeModal} />}
        {isOpen('account') && <AccountModal open onClose={closeModal} />}
        {isOpen('chain') && <ChainModal open onClose={closeModal} />}
      </Suspense>
    </>
  )
}

/** The modal the connect button opens from this status, none while the status is loading. */
function nextModal(status: ConnectionStatus): ModalName | undefined {
  if (status === 'loading') return undefined
  return status === 'connected' ? 'account' : 'connect'
}
