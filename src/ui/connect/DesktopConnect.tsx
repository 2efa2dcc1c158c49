import { memo, useDeferredValue } from 'react'
import type { ConnectPanelEvent } from '../../domain/connection/connectPanel'
import type { ConnectPanelState } from '../../domain/connection/connectPanelState'
import { useBrowser } from '../hooks/useBrowser'
import { ConnectPanel } from './ConnectPanel'
import { useConnectPanel } from './useConnectPanel'
import { useWalletLists } from './useWalletLists'
import { WalletList } from './WalletList'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/**
 * product rules: "Connect panel steps": the QR code on the connect step is 282 to 382 px, smaller when the window is
 * narrow.
 */
function connectQrSize(compact: boolean): number {
  if (compact) return 318
  const width = typeof window === 'undefined' ? 1024 : window.innerWidth
  return Math.max(282, Math.min(382, width - 420))
}

type Props = { compact: boolean; coolMode: boolean }

/**
 * The desktop connect modal body: the wallet list and the side panel of the selected step.
 * A new step renders at transition priority: a chosen wallet is already asked to connect (in the click), and a wallet
 * that answers at once (a site it already trusts) is then shown connected without waiting behind the render of
 * "Opening {wallet}…", which React drops; otherwise that step is drawn a frame or two after the click.
 */
export function DesktopConnect({ compact, coolMode }: Props) {
  const [state, dispatch] = useConnectPanel()
  return <DesktopPanels state={useDeferredValue(state)} dispatch={dispatch} compact={compact} coolMode={coolMode} />
}

const DesktopPanels = memo(function DesktopPanels({
  state,
  dispatch,
  compact,
  coolMode,
}: Props & {
  state: ConnectPanelState
  dispatch(event: ConnectPanelEvent): void
}) {
  const t = useT(connect)
  const browser = useBrowser()
  const { all, groups, suggestions } = useWalletLists({ mobile: false, browser })
  const selected = 'wallet' in state ? state.wallet : undefined
  return (
    <div className="cs-connect-desktop" data-compact={compact || undefined}>
      <nav className="cs-connect-list" aria-label={t('connect.list.label')}>
        <WalletList
          groups={groups}
          selectedId={selected?.id}
          connectingId={'connectState' in state && state.connectState === 'connecting' ? selected?.id : undefined}
          coolMode={coolMode}
          onSelect={(wallet) => dispatch({ type: 'walletSelected', wallet })}
        />
      </nav>
      <ConnectPanel
        state={state}
        dispatch={dispatch}
        option={selected ? all.find((w) => w.id === selected.id) : undefined}
        suggestions={suggestions}
        browser={browser}
        compact={compact}
        qrSize={connectQrSize(compact)}
      />
    </div>
  )
})
