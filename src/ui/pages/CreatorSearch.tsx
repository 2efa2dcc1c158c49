import { useId, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { parseCreatorQuery } from '../../domain/creators/creatorQuery'
import { creatorSearch } from '../i18n/en/creatorSearch'
import { useT } from '../i18n/useT'
import { creatorPath } from './creatorPath'

/** "Find a creator": opens the creator page for an address or ENS name; garbage is refused on the spot. */
export function CreatorSearch() {
  const [, navigate] = useLocation()
  const t = useT(creatorSearch)
  const inputId = useId()
  const errorId = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = parseCreatorQuery(text)
    if (query.kind === 'invalid') return setError(true)
    navigate(creatorPath(query.kind === 'address' ? query.address : query.name))
  }

  return (
    <form className="cs-search" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('creators.search.label')}</label>
      <div className="cs-search-row">
        <input
          id={inputId}
          className="cs-input"
          type="text"
          value={text}
          placeholder={t('creators.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setError(false)
          }}
        />
        <button type="submit" className="cs-button cs-button-primary">
          {t('creators.search.open')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="cs-error-text" role="alert">
          {t('creators.query.invalid')}
        </p>
      )}
    </form>
  )
}
