import type { WalletSession } from '../../domain/connection/walletSession'
import { errorText } from '../errorText'
import { errors } from '../i18n/en/errors'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { ChainOption } from './ChainOption'
import { useChainSwitch } from './useChainSwitch'
import './chain.css'

type Connected = Extract<WalletSession, { status: 'connected' }>

export type ChainSwitchPanelProps = {
  session: Connected
  /** The chain changed, the visitor rejected in the wallet, or Disconnect finished. */
  onDone(): void
}

/**
 * product rules: "Switch Networks modal": the configured chains ("Connected", "Confirm in Wallet"), the wrong-network
 * note with Disconnect on an unsupported chain, and the note for wallets that cannot switch. Shared by the Switch
 * Networks modal and the "Verify your account" step (sign-in is refused on an unsupported chain).
 */
export function ChainSwitchPanel({ session, onDone }: ChainSwitchPanelProps) {
  const { wallet, chains, app } = useServices()
  const te = useT(errors)
  const t = useT(account)
  const { pendingChainId, error, switchTo } = useChainSwitch(wallet, session, onDone)
  const canSwitch = session.canSwitchChain
  const current = session.chain.unsupported ? undefined : session.chain.id

  return (
    <div className="cs-chain-modal">
      {session.chain.unsupported && <p className="cs-chain-note">{te('errors.wrong-network')}</p>}
      {!canSwitch && <p className="cs-chain-note">{te('errors.switch-unsupported', { appName: app.appName })}</p>}
      <ul className="cs-chain-list">
        {chains.map((chain) => (
          <li key={chain.id}>
            <ChainOption
              chain={chain}
              state={chain.id === current ? 'connected' : chain.id === pendingChainId ? 'confirming' : 'idle'}
              onSelect={canSwitch && chain.id !== current ? () => switchTo(chain.id) : undefined}
            />
          </li>
        ))}
      </ul>
      {error !== undefined && (
        <p role="alert" className="cs-chain-error">
          {errorText(te, error)}
        </p>
      )}
      {session.chain.unsupported && (
        <button
          type="button"
          className="cs-button cs-chain-disconnect"
          onClick={() => void wallet.disconnect().then(onDone, onDone)}
        >
          {t('account.actions.disconnect')}
        </button>
      )}
    </div>
  )
}
