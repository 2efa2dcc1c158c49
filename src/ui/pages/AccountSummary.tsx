import { Link } from 'wouter'
import { formatBalance } from '../../domain/account/formatNumber'
import type { Address } from '../../domain/shared/hex'
import { AccountAvatar } from '../connect/AccountAvatar'
import { useAccountData } from '../hooks/useAccountData'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { accountPages } from '../i18n/en/accountPages'
import { connectButton } from '../i18n/en/connectButton'
import { useT } from '../i18n/useT'
import { useWalletSession } from '../hooks/useWalletSession'
import { useLocale } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { creatorPath } from './creatorPath'

/** The visitor's own account on the home page: address, ENS name and balance once a wallet is connected. */
export function AccountSummary() {
  const session = useWalletSession()
  const t = useT(accountPages)
  // The hint names the button by its own label, so the two never drift apart.
  const tc = useT(connectButton)
  return (
    <section className="cs-card" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title">{t('account.summary.title')}</h2>
      {session.status === 'connected' ? (
        <ConnectedAccount
          address={session.address}
          chainId={session.chain.id}
          unsupported={session.chain.unsupported}
        />
      ) : session.status === 'reconnecting' ? (
        <p role="status">{t('account.summary.reconnecting')}</p>
      ) : (
        <p>{t('account.summary.connectHint', { button: tc('connect.button.label') })}</p>
      )}
    </section>
  )
}

function ConnectedAccount({
  address,
  chainId,
  unsupported,
}: {
  address: Address
  chainId: number
  unsupported: boolean
}) {
  const { chains } = useServices()
  const t = useT(accountPages)
  // Name and balance come from the account data service, whose code loads on demand (until then: no name yet,
  // "Loading…").
  const data = useAccountData(address, chainId, { balance: !unsupported })
  const { name, avatar, balance } = data
  const chain = chains.find((c) => c.id === chainId)
  const shown = useChecksumAddress(address)
  const { locale } = useLocale()
  const withChain = (amount: string) =>
    chain ? t('account.summary.balanceOn', { balance: amount, chain: chain.name }) : amount
  return (
    <div className="cs-account-summary">
      <AccountAvatar address={address} imageUrl={avatar} size={56} />
      <dl className="cs-facts">
        <dt>{t('account.summary.name')}</dt>
        <dd>{name ?? <span className="cs-muted">{t('account.summary.noName')}</span>}</dd>
        <dt>{t('account.summary.address')}</dt>
        <dd>
          <code className="cs-break" title={shown} dir="ltr">
            {shown}
          </code>
        </dd>
        <dt>{t('account.summary.balance')}</dt>
        <dd>
          {unsupported ? (
            <span className="cs-error-text">{t('account.summary.wrongNetwork')}</span>
          ) : balance ? (
            withChain(`${formatBalance(balance, locale)} ${balance.symbol}`)
          ) : data.balanceFailed ? (
            <span className="cs-muted">{t('account.summary.balanceUnavailable')}</span>
          ) : (
            <span className="cs-muted">{t('account.page.loading')}</span>
          )}
        </dd>
      </dl>
      <p className="cs-page-actions">
        <Link className="cs-link" to={creatorPath(address)}>
          {t('account.summary.creatorPage')}
        </Link>
        <Link className="cs-link" to="/studio">
          {t('account.summary.studio')}
        </Link>
      </p>
    </div>
  )
}
