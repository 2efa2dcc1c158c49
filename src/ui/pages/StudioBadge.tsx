import { badgeSnippets } from '../../domain/creators/badgeSnippets'
import type { Address } from '../../domain/shared/hex'
import { useCopyAddress } from '../account/useCopyAddress'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'

/**
 * "Badge for your site" (product rules: "Studio"): the creator's badge as it looks, and the HTML and Markdown that put
 * it, linked to their creator page, on their own site, each with a Copy button. The page and the picture are on this
 * site's origin: the one the creator signed in on.
 */
export function StudioBadge({ address }: { address: Address }) {
  const t = useT(studio)
  const snippets = badgeSnippets({ origin: window.location.origin, address, alt: t('studio.badge.alt') })
  return (
    <section className="cs-card cs-studio-badge" aria-labelledby="studio-badge-title">
      <h2 id="studio-badge-title">{t('studio.badge.title')}</h2>
      <p className="cs-hint">{t('studio.badge.hint')}</p>
      <p>
        <img src={snippets.image} alt={t('studio.badge.alt')} height={28} />
      </p>
      <Snippet
        id="studio-badge-html"
        label={t('studio.badge.html')}
        copy={t('studio.badge.copyHtml')}
        code={snippets.html}
      />
      <Snippet
        id="studio-badge-markdown"
        label={t('studio.badge.markdown')}
        copy={t('studio.badge.copyMarkdown')}
        code={snippets.markdown}
      />
    </section>
  )
}

function Snippet({ id, label, copy: copyLabel, code }: { id: string; label: string; copy: string; code: string }) {
  const { clipboard } = useServices()
  const t = useT(studio)
  // The copy-with-feedback of "Copy Address" (product rules: "Copy address"), here for a snippet.
  const { copied, copy } = useCopyAddress(clipboard, code)
  return (
    <div className="cs-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="cs-input cs-textarea" dir="ltr" translate="no" readOnly rows={3} value={code} />
      <p>
        <button type="button" className="cs-button cs-button-small" onClick={() => void copy()}>
          {copied ? t('studio.badge.copied') : copyLabel}
        </button>
      </p>
    </div>
  )
}
