import { formatBalance } from '../../domain/account/formatNumber'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import type { Address } from '../../domain/shared/hex'
import { useCopyAddress } from '../account/useCopyAddress'
import { AccountAvatar } from '../connect/AccountAvatar'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'
import { useBalance } from '../hooks/useBalance'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { useEnsAvatar } from '../hooks/useEnsAvatar'
import { useEnsName } from '../hooks/useEnsName'
import { useLocale } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { accentStyle, CreatorProfileDetails } from './CreatorProfileDetails'
import { CreatorGoalBar } from './CreatorGoalBar'
import type { CreatorProfileView } from './useCreatorProfile'
import { useDisplayChain } from './useDisplayChain'

type Props = { address: Address; name?: string | undefined; profile?: CreatorProfileView | undefined }

/**
 * The creator's card: avatar, name (the one they were found by, else their primary ENS name), the full address
 * with a copy button, and their balance on the network the visitor is on (the first configured one otherwise).
 * With a profile (product rules: "Creator profiles"), its display name heads the card above the ENS name and the
 * address, followed by the bio and links, and the accent colour borders the card. A profile that failed to load
 * leaves the card as it is without one, with a quiet note and a retry.
 */
export function CreatorProfile({ address, name: foundBy, profile: view }: Props) {
  const { clipboard } = useServices()
  const t = useT(creators)
  const reverse = useEnsName(foundBy ? undefined : address).data
  const name = foundBy ?? reverse ?? undefined
  const avatar = useEnsAvatar(name).data
  const chain = useDisplayChain()
  const balance = useBalance({ address, chainId: chain?.id })
  const { copied, copy } = useCopyAddress(clipboard, address)
  const shown = useChecksumAddress(address)
  const { locale } = useLocale()
  const profile = view?.status === 'found' ? view.profile : undefined
  const handle = name ? truncateName(name) : shortenAddress(address)
  const shownBalance = balance.data ? (
    <strong dir="ltr">
      {formatBalance(balance.data, locale)} {balance.data.symbol}
    </strong>
  ) : balance.isError ? (
    <span className="cs-muted">{t('creators.profile.balanceUnavailable')}</span>
  ) : (
    <span className="cs-muted">{t('creators.profile.balanceLoading')}</span>
  )
  return (
    <section
      className={profile ? 'cs-card cs-profile cs-creator-accent' : 'cs-card cs-profile'}
      style={accentStyle(profile)}
      aria-labelledby="creator-title"
    >
      <AccountAvatar address={address} imageUrl={avatar} size={72} />
      <div className="cs-profile-body">
        <h1 id="creator-title" className="cs-break">
          {profile ? profile.displayName : handle}
        </h1>
        {profile && name && (
          <p className="cs-creator-handle cs-break">
            <bdi dir="ltr">{truncateName(name)}</bdi>
          </p>
        )}
        <p className="cs-address-row">
          <code className="cs-break" dir="ltr">
            {shown}
          </code>
          <button type="button" className="cs-button cs-button-small" onClick={() => void copy()}>
            {copied ? t('creators.profile.copied') : t('creators.profile.copy')}
          </button>
        </p>
        {profile && <CreatorProfileDetails profile={profile} />}
        {profile?.goal && profile.goalProgress && (
          <CreatorGoalBar goal={profile.goal} progress={profile.goalProgress} />
        )}
        {view?.status === 'error' && (
          <p className="cs-hint">
            {t('creators.profile.loadFailed')}{' '}
            <button type="button" className="cs-button cs-button-small" onClick={view.retry}>
              {t('creators.retry')}
            </button>
          </p>
        )}
        <p>
          {chain
            ? t.rich('creators.profile.balanceOn', { chain: chain.name, balance: shownBalance })
            : t.rich('creators.profile.balance', { balance: shownBalance })}
        </p>
        <p>
          <a className="cs-link" href="#support">
            {t('creators.profile.support')}
          </a>
        </p>
      </div>
    </section>
  )
}
