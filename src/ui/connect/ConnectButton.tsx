import type { ModalName } from '../../domain/connection/modalRules'
import type { ConnectionStatus, WalletSession } from '../../domain/connection/walletSession'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import { useIsMobile } from '../hooks/useIsMobile'
import { useMounted } from '../hooks/useMounted'
import { useWalletSession } from '../hooks/useWalletSession'
import { AccountButton } from './AccountButton'
import { ChainButton } from './ChainButton'
import { ConnectButtonPlaceholder } from './ConnectButtonPlaceholder'
import { CONNECT_BUTTON_DEFAULTS, type ConnectButtonOptions } from './connectButtonOptions'
import { pickResponsive } from './responsive'
import './connectButton.css'
import { connectButton } from '../i18n/en/connectButton'
import { useT } from '../i18n/useT'

type Connected = Extract<WalletSession, { status: 'connected' }>

export type ConnectButtonProps = ConnectButtonOptions & {
  /** Asks for a modal; the modal rules decide whether it opens. */
  onOpen(modal: ModalName): void
  /** Pointer or focus on a button: a hint to start loading that modal's code. */
  onPrefetch?(modal: ModalName): void
  /** A modal asked for is still loading (the buttons say so until it shows). */
  busy?: boolean
}

/**
 * product rules: "Connect button": "Connect Wallet" when not connected; chain and account buttons when connected. Until
 * mounted and while the status is loading it keeps its place on the page but shows nothing and cannot be reached. A
 * wallet that is connected but not signed in on an unsupported chain gets "Wrong network" instead: the server refuses
 * sign-in there, so the visitor must switch first.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const mounted = useMounted()
  const status = useConnectionStatus()
  const session = useWalletSession()
  const narrow = useIsMobile()
  const t = useT(connectButton)
  const label = props.label ?? t('connect.button.label')
  const prefetch = (modal: ModalName) => () => props.onPrefetch?.(modal)

  if (!mounted || status === 'loading') return <ConnectButtonPlaceholder label={label} />
  const wallet = walletButtonsSession(status, session)
  if (!wallet) {
    return (
      <div className="cs-root cs-connect" data-status={status} aria-busy={props.busy || undefined}>
        <button
          type="button"
          className="cs-connect-button"
          onClick={() => props.onOpen('connect')}
          onPointerEnter={prefetch('connect')}
          onFocus={prefetch('connect')}
        >
          {label}
        </button>
      </div>
    )
  }
  const chainStatus = pickResponsive(props.chainStatus ?? CONNECT_BUTTON_DEFAULTS.chainStatus, narrow)
  return (
    <div className="cs-root cs-connect" data-status={status} aria-busy={props.busy || undefined}>
      <ChainButton
        chain={wallet.chain}
        status={chainStatus}
        onOpen={() => props.onOpen('chain')}
        onPrefetch={prefetch('chain')}
      />
      {!wallet.chain.unsupported && (
        <AccountButton
          address={wallet.address}
          chainId={wallet.chain.id}
          accountStatus={pickResponsive(props.accountStatus ?? CONNECT_BUTTON_DEFAULTS.accountStatus, narrow)}
          showBalance={pickResponsive(props.showBalance ?? CONNECT_BUTTON_DEFAULTS.showBalance, narrow)}
          onOpen={() => props.onOpen('account')}
          onPrefetch={prefetch('account')}
        />
      )}
    </div>
  )
}

/**
 * The session whose chain (and account) buttons show: signed in, or connected but not signed in on an unsupported
 * chain (then only "Wrong network", the one way forward); otherwise undefined and "Connect Wallet" shows.
 */
function walletButtonsSession(status: ConnectionStatus, session: WalletSession): Connected | undefined {
  if (session.status !== 'connected') return undefined
  return status === 'connected' || (status === 'unauthenticated' && session.chain.unsupported) ? session : undefined
}
