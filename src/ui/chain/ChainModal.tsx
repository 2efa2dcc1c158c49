import type { WalletSession } from '../../domain/connection/walletSession'
import { deriveConnectionStatus } from '../../domain/connection/connectionStatus'
import { canOpenModal } from '../../domain/connection/modalRules'
import { ERROR_MESSAGES, WRONG_NETWORK_MESSAGE } from '../../domain/errors/errorCatalogue'
import { Dialog } from '../dialog/Dialog'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'
import { ChainOption } from './ChainOption'
import { switchUnsupportedMessage } from './switchUnsupportedMessage'
import { useChainSwitch } from './useChainSwitch'
import './chain.css'

type Connected = Extract<WalletSession, { status: 'connected' }>

/** SPEC 2 "Switch Networks modal": opens only while connected (domain modal rules). */
export function ChainModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { wallet, auth } = useServices()
  const session = useStore(wallet)
  const status = deriveConnectionStatus(session, useStore(auth))
  const connected = session.status === 'connected' ? session : undefined
  const allowed = connected !== undefined && canOpenModal('chain', status, { chainUnsupported: connected.chain.unsupported })
  return (
    <Dialog open={open && allowed} onClose={onClose} title="Switch Networks">
      {connected && <ChainModalBody session={connected} onClose={onClose} />}
    </Dialog>
  )
}

function ChainModalBody({ session, onClose }: { session: Connected; onClose: () => void }) {
  const { wallet, chains, directory, app } = useServices()
  const { pendingChainId, error, switchTo } = useChainSwitch(wallet, session, onClose)
  const canSwitch = typeof directory.getConnector(session.walletId)?.switchChain === 'function'
  const current = session.chain.unsupported ? undefined : session.chain.id

  return (
    <div className="cs-chain-modal">
      {session.chain.unsupported && <p className="cs-chain-note">{WRONG_NETWORK_MESSAGE}</p>}
      {!canSwitch && <p className="cs-chain-note">{switchUnsupportedMessage(app.appName)}</p>}
      <ul className="cs-chain-list">
        {chains.map((chain) => (
          <li key={chain.id}>
            <ChainOption
              chain={chain}
              state={chain.id === current ? 'connected' : chain.id === pendingChainId ? 'confirming' : 'idle'}
              onSelect={canSwitch && chain.id !== current ? () => switchTo(chain.id) : undefined}
              busy={pendingChainId !== undefined}
            />
          </li>
        ))}
      </ul>
      {error !== undefined && (
        <p role="alert" className="cs-chain-error">
          {errorText(error)}
        </p>
      )}
      {session.chain.unsupported && (
        <button type="button" className="cs-button cs-chain-disconnect" onClick={() => void wallet.disconnect().then(onClose, onClose)}>
          Disconnect
        </button>
      )}
    </div>
  )
}

function errorText(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' && short !== '' ? short : ERROR_MESSAGES.unknown
}
