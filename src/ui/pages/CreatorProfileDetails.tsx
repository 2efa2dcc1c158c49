import type { CSSProperties } from 'react'
import type { CreatorProfile } from '../../domain/creators/creatorProfile'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

/**
 * The parts of a creator's profile below their name: the bio and the links. Shared by the creator page and the
 * studio's preview, so the preview is the page. product rules: "Creator profiles": everything the creator typed is
 * text (React escapes it; nothing here sets HTML), and links open in a new tab as user content
 * (`rel="noopener noreferrer ugc"`).
 */
export function CreatorProfileDetails({ profile }: { profile: Pick<CreatorProfile, 'bio' | 'links'> }) {
  const t = useT(creators)
  return (
    <>
      {profile.bio && <p className="cs-creator-bio cs-break">{profile.bio}</p>}
      {profile.links.length > 0 && (
        <ul className="cs-creator-links" aria-label={t('creators.profile.links')}>
          {profile.links.map((link, index) => (
            // A creator may list the same link twice: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the creator's, in their order, never reordered here
            <li key={index}>
              <a className="cs-link cs-break" href={link.url} target="_blank" rel="noopener noreferrer ugc">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * The creator's accent colour as a CSS variable for a card: drawn as a border, never as text, so a colour of any
 * contrast leaves the text readable.
 */
export function accentStyle(profile: Pick<CreatorProfile, 'accentColor'> | null | undefined): CSSProperties {
  return profile ? ({ '--cs-creator-accent': profile.accentColor } as CSSProperties) : {}
}
