import type { Address } from '../../domain/shared/hex'
import { goals } from '../i18n/en/goals'
import { useT } from '../i18n/useT'

/**
 * "Export" (product rules: "Studio"): every support the creator received as a CSV file, from the creators API
 * (`/api/creators/:address/supports.csv`, theirs alone). A plain download link: the browser streams the file to disk
 * with the session cookie, and nothing of it passes through the page's memory.
 */
export function StudioExport({ address }: { address: Address }) {
  const t = useT(goals)
  return (
    <section className="cs-card" aria-labelledby="studio-export-title">
      <h2 id="studio-export-title">{t('export.title')}</h2>
      <p className="cs-hint">{t('export.hint')}</p>
      <p>
        <a
          className="cs-button"
          href={`/api/creators/${address}/supports.csv`}
          download={`supports-${address}.csv`}
          type="text/csv"
        >
          {t('export.download')}
        </a>
      </p>
    </section>
  )
}
