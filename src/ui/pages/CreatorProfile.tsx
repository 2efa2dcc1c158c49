import { formatBalance } from '../../domain/account/formatNumber'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import type { Address } from '../../domain/shared/hex'
import { useCopyAddress } from '../account/useCopyAddress'
import { AccountAvatar } from '../connect/AccountAvatar'
import { useBalance } from '../hooks/useBalance'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { useEnsAvatar } from '../hooks/useEnsAvatar'
import { useEnsName } from '../hooks/useEnsName'
import { useServices } from '../servicesContext'
import { useDisplayChain } from './useDisplayChain'

/**
 * The creator's card: avatar, name (the one they were found by, else their primary ENS name), the full address
 * with a copy button, and their balance on the network the visitor is on (the first configured one otherwise).
 */
export function CreatorProfile({ address, name: foundBy }: { address: Address; name?: string | undefined }) {
  const { clipboard } = useServices()
  const reverse = useEnsName(foundBy ? undefined : address).data
  const name = foundBy ?? reverse ?? undefined
  const avatar = useEnsAvatar(name).data
  const chain = useDisplayChain()
  const balance = useBalance({ address, chainId: chain?.id })
  const { copied, copy } = useCopyAddress(clipboard, address)
  const shown = useChecksumAddress(address)
  return (
    <section className="cs-card cs-profile" aria-labelledby="creator-title">
      <AccountAvatar address={address} imageUrl={avatar} size={72} />
      <div className="cs-profile-body">
        <h1 id="creator-title" className="cs-break">
          {name ? truncateName(name) : shortenAddress(address)}
        </h1>
        <p className="cs-address-row">
          <code className="cs-break">{shown}</code>
          <button type="button" className="cs-button cs-button-small" onClick={() => void copy()}>
            {copied ? 'Copied!' : 'Copy address'}
          </button>
        </p>
        <p>
          Balance{chain ? ` on ${chain.name}` : ''}:{' '}
          {balance.data ? (
            <strong>
              {formatBalance(balance.data)} {balance.data.symbol}
            </strong>
          ) : balance.isError ? (
            <span className="cs-muted">unavailable right now</span>
          ) : (
            <span className="cs-muted">loading…</span>
          )}
        </p>
        <p>
          <a className="cs-link" href="#support">
            Support this creator
          </a>
        </p>
      </div>
    </section>
  )
}
