import { formatBalance } from '../../domain/account/formatNumber'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import type { Address } from '../../domain/shared/hex'
import { useAccountData } from '../hooks/useAccountData'
import { useHasPendingTransactions } from '../hooks/useHasPendingTransactions'
import { useLocale } from '../i18n/useT'
import { AccountAvatar } from './AccountAvatar'
import { Chevron } from './Chevron'
import type { AccountStatus } from './connectButtonOptions'
import { connectButton } from '../i18n/en/connectButton'
import { useT } from '../i18n/useT'

export type AccountButtonProps = {
  address: Address
  chainId: number
  accountStatus: AccountStatus
  showBalance: boolean
  onOpen(): void
  onPrefetch(): void
}

/**
 * product rules: "Account button": balance, avatar (with the pending-transaction ring) and the ENS name or shortened
 * address. Name and balance come from the account data service, whose code loads on demand: until then the button
 * shows the shortened address.
 */
export function AccountButton({
  address,
  chainId,
  accountStatus,
  showBalance,
  onOpen,
  onPrefetch,
}: AccountButtonProps) {
  const { name, avatar, balance } = useAccountData(address, chainId, { balance: showBalance })
  const pending = useHasPendingTransactions(address, chainId)
  const { locale } = useLocale()
  const t = useT(connectButton)
  const label = name ? truncateName(name) : shortenAddress(address)
  return (
    <button
      type="button"
      className="cs-connect-account"
      onClick={onOpen}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      aria-label={accountStatus === 'avatar' ? label : undefined}
    >
      {showBalance && balance && (
        <span className="cs-connect-balance" dir="ltr">
          {formatBalance(balance, locale)} {balance.symbol}
        </span>
      )}
      <span className="cs-connect-pill">
        {accountStatus !== 'address' && (
          <AccountAvatar address={address} imageUrl={avatar} size={24} pending={pending} />
        )}
        {accountStatus !== 'avatar' && (
          <span className="cs-connect-name" dir="ltr">
            {label}
          </span>
        )}
        {pending && accountStatus === 'address' && (
          <span className="cs-visually-hidden">{t('connect.button.pending')}</span>
        )}
        <Chevron />
      </span>
    </button>
  )
}
