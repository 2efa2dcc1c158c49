import { Link } from 'wouter'
import { previewProfile, type ProfileFields } from '../../domain/creators/profileFields'
import type { Address } from '../../domain/shared/hex'
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
  return (
    <section className="cs-profile-preview" aria-labelledby="studio-preview-title">
      <h3 id="studio-preview-title">Preview of your page</h3>
      <p className="cs-hint">What visitors see once you save.</p>
      <div className="cs-card cs-creator-accent" style={accentStyle(profile)}>
        <h4 className="cs-preview-name cs-break">
          {profile.displayName || <span className="cs-muted">Your display name</span>}
        </h4>
        <CreatorProfileDetails profile={profile} />
      </div>
      <p>
        <Link className="cs-link" to={creatorPath(address)}>
          {published ? 'Open your public page' : 'Open your public page (not saved yet)'}
        </Link>
      </p>
    </section>
  )
}
