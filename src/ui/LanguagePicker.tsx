import { useId, useState } from 'react'
import { LOCALE_NAMES } from '../domain/i18n/localeNames'
import { LOCALES, isLocale, type Locale } from '../domain/i18n/locales'
import { shell } from './i18n/en/shell'
import { useLocale, useT } from './i18n/useT'
import { useServices } from './servicesContext'

/**
 * product rules: "Languages": the footer's language picker. Each language is listed in its own language; a choice
 * applies at once (no reload) once its catalogue has loaded, and is kept for the next visit. When it cannot load, the
 * picker goes back to the language shown and says so. Loaded with the footer, after the first paint (src/ui/Shell.tsx).
 */
export function LanguagePicker() {
  const { locale: service } = useServices()
  const shown = useLocale()
  const t = useT(shell)
  const id = useId()
  const [choosing, setChoosing] = useState<Locale | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  if (!service) return null
  const choose = async (value: string) => {
    if (!isLocale(value)) return
    setChoosing(value)
    setFailed(false)
    const outcome = await service.choose(value)
    if (outcome.kind === 'superseded') return
    setChoosing(undefined)
    setFailed(outcome.kind === 'failed')
  }
  return (
    <div className="cs-language">
      <label htmlFor={id}>{t('shell.footer.language')}</label>
      <select
        id={id}
        className="cs-language-select"
        value={choosing ?? shown.locale}
        aria-busy={choosing ? true : undefined}
        onChange={(event) => void choose(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="cs-language-failed">
          {t('shell.footer.languageFailed')}
        </p>
      )}
    </div>
  )
}
