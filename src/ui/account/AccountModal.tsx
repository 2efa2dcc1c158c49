import { Suspense, useId } from 'react'
import { formatBalance } from '../../domain/account/formatNumber'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import { findChain } from '../../domain/chains/chainRegistry'
import { explorerAddressUrl } from '../../domain/chains/explorerUrls'
import { deriveConnectionStatus } from '../../domain/connection/connectionStatus'
import { canOpenModal } from '../../domain/connection/modalRules'
import type { WalletSession } from '../../domain/connection/walletSession'
import { AccountAvatar } from '../connect/AccountAvatar'
import { Dialog } from '../dialog/Dialog'
import { useAccountData } from '../hooks/useAccountData'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useStore } from '../hooks/useStore'
import { useLocale } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { AccountActions } from './AccountActions'
import { RecentTransactions } from './RecentTransactions'
import { useRecentTransactions } from './useRecentTransactions'
import './account.css'

type Connected = Extract<WalletSession, { status: 'connected' }>

/** product rules: "Account modal": opens only when connected on a supported chain (domain modal rules). */
export function AccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { wallet, auth } = useServices()
  const session = useStore(wallet)
  const status = deriveConnectionStatus(session, useStore(auth))
  const connected = session.status === 'connected' ? session : undefined
  const allowed =
    connected !== undefined && canOpenModal('account', status, { chainUnsupported: connected.chain.unsupported })
  const nameId = useId()
  return (
    <Dialog open={open && allowed} onClose={onClose} labelledBy={nameId} className="cs-account-modal">
      {connected && (
        <Suspense fallback={null}>
          <AccountModalBody session={connected} nameId={nameId} onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  )
}

function AccountModalBody({ session, nameId, onClose }: { session: Connected; nameId: string; onClose: () => void }) {
  const { chains, wallet } = useServices()
  const t = useT(account)
  const { address } = session
  const chain = findChain(chains, session.chain.id)
  const { name, avatar, balance } = useAccountData(address, session.chain.id, { balance: true })
  const { recent, hasPending, clearAll } = useRecentTransactions(address, session.chain.id)
  const explorer = explorerAddressUrl(chain, address)
  const fullAddress = useChecksumAddress(address)
  const { locale } = useLocale()

  return (
    <div className="cs-account">
      <div className="cs-account-id">
        <AccountAvatar address={address} imageUrl={avatar} size={74} pending={hasPending} />
        <h2 id={nameId} className="cs-account-name" title={name ?? fullAddress} dir="ltr">
          {name ? truncateName(name) : shortenAddress(address)}
        </h2>
        {balance && (
          <p className="cs-account-balance" dir="ltr">
            {formatBalance(balance, locale)} {balance.symbol}
          </p>
        )}
      </div>
      <AccountActions address={fullAddress} onDisconnect={() => void wallet.disconnect().then(onClose, onClose)} />
      <RecentTransactions transactions={recent} chain={chain} onClearAll={clearAll} />
      {explorer && (
        <a className="cs-link cs-account-explorer" href={explorer} target="_blank" rel="noopener noreferrer">
          {t('account.modal.explorer')} <span aria-hidden="true">↗</span>
        </a>
      )}
    </div>
  )
}
