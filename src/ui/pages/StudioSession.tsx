import { Link } from 'wouter'
import type { AuthSession } from '../../domain/auth/session'
import { useChecksumAddress } from '../hooks/useChecksumAddress'
import { useEnsName } from '../hooks/useEnsName'
import { useServices } from '../servicesContext'
import { creatorPath } from './creatorPath'

/** Who is signed in: the session's address (and ENS name) and network. */
export function StudioSession({ session }: { session: AuthSession }) {
  const { chains } = useServices()
  const name = useEnsName(session.address).data
  const address = useChecksumAddress(session.address)
  const chain = chains.find((c) => c.id === session.chainId)
  return (
    <section className="cs-card" aria-labelledby="studio-session-title">
      <h2 id="studio-session-title">Your session</h2>
      <dl className="cs-facts">
        <dt>Signed in as</dt>
        <dd>
          {name && <strong>{name} </strong>}
          <code className="cs-break">{address}</code>
        </dd>
        <dt>Network</dt>
        <dd>
          {chain ? chain.name : 'Unknown network'} (chain id {session.chainId})
        </dd>
      </dl>
      <p>
        <Link className="cs-link" to={creatorPath(session.address)}>
          Your creator page
        </Link>
      </p>
    </section>
  )
}
