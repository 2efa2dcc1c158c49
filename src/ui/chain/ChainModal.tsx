import { deriveConnectionStatus } from '../../domain/connection/connectionStatus'
import { canOpenModal } from '../../domain/connection/modalRules'
import { Dialog } from '../dialog/Dialog'
import { useStore } from '../hooks/useStore'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { ChainSwitchPanel } from './ChainSwitchPanel'

/**
 * product rules: "Switch Networks modal": opens whenever the wallet is connected, signed in or not (domain modal
 * rules), so a visitor on an unconfigured chain can switch before signing in.
 */
export function ChainModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { wallet, auth } = useServices()
  const t = useT(account)
  const session = useStore(wallet)
  const status = deriveConnectionStatus(session, useStore(auth))
  const connected = session.status === 'connected' ? session : undefined
  const allowed =
    connected !== undefined && canOpenModal('chain', status, { chainUnsupported: connected.chain.unsupported })
  return (
    <Dialog open={open && allowed} onClose={onClose} title={t('account.chain.title')}>
      {connected && <ChainSwitchPanel session={connected} onDone={onClose} />}
    </Dialog>
  )
}
