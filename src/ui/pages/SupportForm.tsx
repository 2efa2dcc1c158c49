import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import { supportReadiness } from '../../domain/creators/supportReadiness'
import type { Address } from '../../domain/shared/hex'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useWalletSession } from '../hooks/useWalletSession'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'
import { ConnectPrompt } from './ConnectPrompt'
import { SupportAmountForm } from './SupportAmountForm'
import { WrongNetwork } from './WrongNetwork'

type Props = { address: Address; name?: string | undefined; profile?: PublishedProfile | undefined }

/**
 * "Support {creator}": the amount form when the wallet can send, else what stands in the way (expected outcomes are
 * states, not errors).
 */
export function SupportForm({ address, name, profile }: Props) {
  const t = useT(creators)
  const readiness = supportReadiness(useWalletSession(), address)
  const who = profile ? profile.displayName : name ? truncateName(name) : shortenAddress(address)
  return (
    <section id="support" className="cs-card" aria-labelledby="support-title">
      <h2 id="support-title">{t('creators.support.title', { name: who })}</h2>
      {readiness.status === 'loading' && <p role="status">{t('creators.support.waiting')}</p>}
      {readiness.status === 'disconnected' && (
        <>
          <p>{t('creators.support.connectIntro', { name: who })}</p>
          <ConnectPrompt label={t('creators.support.connect')} />
        </>
      )}
      {readiness.status === 'wrong-network' && <WrongNetwork action={t('creators.support.wrongNetworkAction')} />}
      {readiness.status === 'own-page' && <p>{t('creators.support.ownPage')}</p>}
      {readiness.status === 'ready' && (
        <SupportAmountForm
          from={readiness.address}
          chainId={readiness.chainId}
          creator={{ address, name }}
          profile={profile}
        />
      )}
    </section>
  )
}
