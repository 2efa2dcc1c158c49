import { Link } from 'wouter'
import { formatBalance } from '../../domain/account/formatNumber'
import type { Address } from '../../domain/shared/hex'
import { AccountAvatar } from '../connect/AccountAvatar'
import { useAccountData } from '../hooks/useAccountData'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { useWalletSession } from '../hooks/useWalletSession'
import { useLocale } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { creatorPath } from './creatorPath'

/** The visitor's own account on the home page: address, ENS name and balance once a wallet is connected. */
export function AccountSummary() {
  const session = useWalletSession()
  return (
    <section className="cs-card" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title">Your account</h2>
      {session.status === 'connected' ? (
        <ConnectedAccount
          address={session.address}
          chainId={session.chain.id}
          unsupported={session.chain.unsupported}
        />
      ) : session.status === 'reconnecting' ? (
        <p role="status">Reconnecting your wallet…</p>
      ) : (
        <p>
          Connect your wallet with the “Connect Wallet” button at the top to see your address, name and balance here.
        </p>
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
  // Name and balance come from the account data service, whose code loads on demand (until then: no name yet,
  // "Loading…").
  const data = useAccountData(address, chainId, { balance: !unsupported })
  const { name, avatar, balance } = data
  const chain = chains.find((c) => c.id === chainId)
  const shown = useChecksumAddress(address)
  const { locale } = useLocale()
  return (
    <div className="cs-account-summary">
      <AccountAvatar address={address} imageUrl={avatar} size={56} />
      <dl className="cs-facts">
        <dt>Name</dt>
        <dd>{name ?? <span className="cs-muted">No ENS name</span>}</dd>
        <dt>Address</dt>
        <dd>
          <code className="cs-break" title={shown} dir="ltr">
            {shown}
          </code>
        </dd>
        <dt>Balance</dt>
        <dd>
          {unsupported ? (
            <span className="cs-error-text">Wrong network: switch to a supported network to see your balance</span>
          ) : balance ? (
            `${formatBalance(balance, locale)} ${balance.symbol}${chain ? ` on ${chain.name}` : ''}`
          ) : data.balanceFailed ? (
            <span className="cs-muted">Balance unavailable right now</span>
          ) : (
            <span className="cs-muted">Loading…</span>
          )}
        </dd>
      </dl>
      <p className="cs-page-actions">
        <Link className="cs-link" to={creatorPath(address)}>
          Your creator page
        </Link>
        <Link className="cs-link" to="/studio">
          Open your studio
        </Link>
      </p>
    </div>
  )
}
