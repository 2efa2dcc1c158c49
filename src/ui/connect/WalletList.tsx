import type { WalletGroup } from '../../domain/wallets/groupWallets'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useCoolMode } from '../confetti/useCoolMode'
import { WalletIcon } from './WalletIcon'

export type WalletListProps = {
  groups: readonly WalletGroup[]
  selectedId: string | undefined
  connectingId: string | undefined
  coolMode: boolean
  onSelect(wallet: WalletOption): void
}

/** product rules: "Wallet list", desktop: wallets by group, each with icon, name and a "Recent" tag. */
export function WalletList({ groups, selectedId, connectingId, coolMode, onSelect }: WalletListProps) {
  return (
    <div className="cs-wallet-groups">
      {groups.map((group) => (
        <section key={group.groupName} className="cs-wallet-group" aria-label={group.groupName}>
          <h3 className="cs-group-name">{group.groupName}</h3>
          <ul className="cs-wallet-list">
            {group.wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow
                  wallet={wallet}
                  selected={wallet.id === selectedId}
                  connecting={wallet.id === connectingId}
                  coolMode={coolMode}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function WalletRow({
  wallet,
  selected,
  connecting,
  coolMode,
  onSelect,
}: {
  wallet: WalletOption
  selected: boolean
  connecting: boolean
  coolMode: boolean
  onSelect(wallet: WalletOption): void
}) {
  const ref = useCoolMode<HTMLButtonElement>(wallet.iconUrl, coolMode)
  return (
    <button
      ref={ref}
      type="button"
      className="cs-wallet-row"
      aria-current={selected ? 'true' : undefined}
      data-connecting={connecting || undefined}
      onClick={() => onSelect(wallet)}
    >
      <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={28} />
      <span className="cs-row-label">{wallet.name}</span>
      {wallet.recent && <span className="cs-recent">Recent</span>}
    </button>
  )
}
