import { lazy, Suspense } from 'react'
import type { ModalName } from '../domain/connection/modalRules'
import { ConnectButton } from './connect/ConnectButton'
import type { ConnectButtonOptions } from './connect/connectButtonOptions'
import { usePrefetchAccountData } from './data/usePrefetchAccountData'
import { useModalState } from './hooks/useModalState'
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
  const openAndLoad = (modal: ModalName) => {
    loadWallets(modal)
    openModal(modal)
  }
  return (
    <>
      <ConnectButton {...props} onOpen={openAndLoad} onPrefetch={prefetch} />
      <Suspense fallback={null}>
        {isOpen('connect') && <ConnectModal open onClose={closeModal} />}
        {isOpen('account') && <AccountModal open onClose={closeModal} />}
        {isOpen('chain') && <ChainModal open onClose={closeModal} />}
      </Suspense>
    </>
  )
}
