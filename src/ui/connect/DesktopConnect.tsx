import { useBrowser } from '../hooks/useBrowser'
import { ConnectPanel } from './ConnectPanel'
import { useConnectPanel } from './useConnectPanel'
import { useWalletLists } from './useWalletLists'
import { WalletList } from './WalletList'

/** SPEC 9: the QR code on the connect step is 282 to 382 px, smaller when the window is narrow. */
function connectQrSize(compact: boolean): number {
  if (compact) return 318
  const width = typeof window === 'undefined' ? 1024 : window.innerWidth
  return Math.max(282, Math.min(382, width - 420))
}

/** The desktop connect modal body: the wallet list and the side panel of the selected step. */
export function DesktopConnect({ compact, coolMode }: { compact: boolean; coolMode: boolean }) {
  const browser = useBrowser()
  const { all, groups, suggestions } = useWalletLists({ mobile: false, browser })
  const [state, dispatch] = useConnectPanel()
  const selected = 'wallet' in state ? state.wallet : undefined
  return (
    <div className="cs-connect-desktop" data-compact={compact || undefined}>
      <nav className="cs-connect-list" aria-label="Wallets">
        <WalletList
          groups={groups}
          selectedId={selected?.id}
          connectingId={'connectState' in state && state.connectState === 'connecting' ? selected?.id : undefined}
          coolMode={coolMode}
          onSelect={(wallet) => dispatch({ type: 'SELECT_WALLET', wallet })}
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
}
