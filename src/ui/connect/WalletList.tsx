import { RECENT_GROUP, type WalletGroup } from '../../domain/wallets/groupWallets'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useCoolMode } from '../confetti/useCoolMode'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { type Translate, useT } from '../i18n/useT'

export type WalletListProps = {
  groups: readonly WalletGroup[]
  selectedId: string | undefined
  connectingId: string | undefined
  coolMode: boolean
  onSelect(wallet: WalletOption): void
}

/** product rules: "Wallet list", desktop: wallets by group, each with icon, name and a "Recent" tag. */
export function WalletList({ groups, selectedId, connectingId, coolMode, onSelect }: WalletListProps) {
  const t = useT(connect)
  return (
    <div className="cs-wallet-groups">
      {groups.map((group) => (
        <section key={group.groupName} className="cs-wallet-group" aria-label={groupLabel(t, group.groupName)}>
          <h3 className="cs-group-name">{groupLabel(t, group.groupName)}</h3>
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

/**
 * The product's own group names (product rules: "Wallet list") are translated; a group name an app configured for its
 * own wallets is shown as given.
 */
const GROUP_KEYS: Readonly<Record<string, keyof typeof connect & string>> = {
  [RECENT_GROUP]: 'connect.list.recent',
  Installed: 'connect.list.installed',
  Popular: 'connect.list.popular',
}

function groupLabel(t: Translate<typeof connect>, name: string): string {
  const key = Object.hasOwn(GROUP_KEYS, name) ? GROUP_KEYS[name] : undefined
  return key ? t(key) : name
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
  const t = useT(connect)
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
      <span className="cs-row-label" dir="auto">
        {wallet.name}
      </span>
      {wallet.recent && <span className="cs-recent">{t('connect.list.recent')}</span>}
    </button>
  )
}
