import { Link } from 'wouter'
import { previewProfile, type ProfileFields } from '../../domain/creators/profileFields'
import type { Address } from '../../domain/shared/hex'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { accentStyle, CreatorProfileDetails } from './CreatorProfileDetails'
import { creatorPath } from './creatorPath'

/** Your page as visitors will see it once saved: the name, bio, links and accent, updated as you type. */
export function StudioProfilePreview({
  fields,
  address,
  published,
}: {
  fields: ProfileFields
  address: Address
  published: boolean
}) {
  const profile = previewProfile(fields)
  const t = useT(studio)
  return (
    <section className="cs-profile-preview" aria-labelledby="studio-preview-title">
      <h3 id="studio-preview-title">{t('studio.preview.title')}</h3>
      <p className="cs-hint">{t('studio.preview.hint')}</p>
      <div className="cs-card cs-creator-accent" style={accentStyle(profile)}>
        <h4 className="cs-preview-name cs-break">
          {profile.displayName || <span className="cs-muted">{t('studio.preview.displayName')}</span>}
        </h4>
        <CreatorProfileDetails profile={profile} />
      </div>
      <p>
        <Link className="cs-link" to={creatorPath(address)}>
          {t(published ? 'studio.preview.open' : 'studio.preview.openUnsaved')}
        </Link>
      </p>
    </section>
  )
}
