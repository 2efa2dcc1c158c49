import { Link, useParams } from 'wouter'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address } from '../../domain/shared/hex'
import { AccountDataBoundary } from '../data/AccountDataBoundary'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { CreatorProfile } from './CreatorProfile'
import { SupportersWall } from './SupportersWall'
import { SupportForm } from './SupportForm'
import { type CreatorProfileView, useCreatorProfile } from './useCreatorProfile'
import { useCreatorLookup } from './useCreatorLookup'
import { useDocumentTitle } from './useDocumentTitle'

/** "/creators/:addressOrName": the creator found by address or ENS name, and the form to support them. */
export function CreatorPage() {
  return (
    <AccountDataBoundary>
      <Creator />
    </AccountDataBoundary>
  )
}

function Creator() {
  const { addressOrName = '' } = useParams<{ addressOrName?: string }>()
  const t = useT(creators)
  const { lookup, retry } = useCreatorLookup(addressOrName)
  const profile = useCreatorProfile(lookup.status === 'found' ? lookup.address : undefined)
  useDocumentTitle(
    lookup.status !== 'found'
      ? t('creators.page.title')
      : profile.status === 'found'
        ? profile.profile.displayName
        : (lookup.name ?? shortenAddress(lookup.address)),
  )
  switch (lookup.status) {
    case 'invalid':
      return <Problem title={t('creators.page.invalidTitle')}>{t('creators.query.invalid')}</Problem>
    case 'resolving':
      return (
        <section className="cs-page" aria-labelledby="creator-title">
          <h1 id="creator-title" className="cs-break">
            {lookup.name}
          </h1>
          <p role="status">{t('creators.page.resolving', { name: lookup.name })}</p>
        </section>
      )
    case 'not-found':
      return <Problem title={lookup.name}>{t('creators.page.notFound', { name: lookup.name })}</Problem>
    case 'error':
      return (
        <Problem title={lookup.name} onRetry={retry}>
          {t('creators.page.lookupFailed', { name: lookup.name })}
        </Problem>
      )
    case 'found':
      return <FoundCreator address={lookup.address} name={lookup.name} profile={profile} />
    default:
      return assertNever(lookup)
  }
}

type FoundProps = { address: Address; name?: string | undefined; profile: CreatorProfileView }

/**
 * The creator's card with their profile if they have one, the support form, and the Supporters wall. The support form
 * is keyed by the creator: moving to another creator's page (the route stays mounted) starts a fresh form, so the
 * last support, its note and the thank-you (product rules: "Creator profiles", "Support notes") stay with the creator
 * they were for.
 */
function FoundCreator({ address, name, profile }: FoundProps) {
  const { creatorsApi } = useServices()
  const found = profile.status === 'found' ? profile.profile : undefined
  return (
    <div className="cs-page cs-creator">
      <CreatorProfile address={address} name={name} profile={profile} />
      <SupportForm key={address.toLowerCase()} address={address} name={name} profile={found} />
      {creatorsApi && <SupportersWall creator={address} />}
    </div>
  )
}

function Problem({ title, children, onRetry }: { title: string; children: string; onRetry?: () => void }) {
  const t = useT(creators)
  return (
    <section className="cs-page" aria-labelledby="creator-title">
      <h1 id="creator-title" className="cs-break">
        {title}
      </h1>
      <p role="alert">{children}</p>
      <p className="cs-page-actions">
        {onRetry && (
          <button type="button" className="cs-button" onClick={onRetry}>
            {t('creators.retry')}
          </button>
        )}
        <Link className="cs-link" to="/">
          {t('creators.page.findAnother')}
        </Link>
      </p>
    </section>
  )
}
