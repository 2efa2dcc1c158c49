import { Link } from 'wouter'
import { formatPlainInteger } from '../../domain/account/localNumbers'
import type { AuthSession } from '../../domain/auth/session'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { useEnsName } from '../hooks/useEnsName'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { creatorPath } from './creatorPath'

/** Who is signed in: the session's address (and ENS name) and network. */
export function StudioSession({ session }: { session: AuthSession }) {
  const { chains } = useServices()
  const name = useEnsName(session.address).data
  const address = useChecksumAddress(session.address)
  const chain = chains.find((c) => c.id === session.chainId)
  const t = useT(studio)
  return (
    <section className="cs-card" aria-labelledby="studio-session-title">
      <h2 id="studio-session-title">{t('studio.session.title')}</h2>
      <dl className="cs-facts">
        <dt>{t('studio.session.signedInAs')}</dt>
        <dd>
          {name && <strong>{name} </strong>}
          <code className="cs-break">{address}</code>
        </dd>
        <dt>{t('studio.session.network')}</dt>
        <dd>
          {t('studio.session.chain', {
            chain: chain ? chain.name : t('studio.session.unknownNetwork'),
            id: formatPlainInteger(session.chainId, t.locale),
          })}
        </dd>
      </dl>
      <p>
        <Link className="cs-link" to={creatorPath(session.address)}>
          {t('studio.session.creatorPage')}
        </Link>
      </p>
    </section>
  )
}
