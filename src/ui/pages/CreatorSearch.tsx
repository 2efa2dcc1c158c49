import { useId, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { INVALID_CREATOR_MESSAGE, parseCreatorQuery } from '../../domain/creators/creatorQuery'
import { creatorPath } from './creatorPath'

/** "Find a creator": opens the creator page for an address or ENS name; garbage is refused on the spot. */
export function CreatorSearch() {
  const [, navigate] = useLocation()
  const inputId = useId()
  const errorId = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = parseCreatorQuery(text)
    if (query.kind === 'invalid') return setError(INVALID_CREATOR_MESSAGE)
    navigate(creatorPath(query.kind === 'address' ? query.address : query.name))
  }

  return (
    <form className="cs-search" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Find a creator</label>
      <div className="cs-search-row">
        <input
          id={inputId}
          className="cs-input"
          type="text"
          value={text}
          placeholder="0x… or name.eth"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setError(null)
          }}
        />
        <button type="submit" className="cs-button cs-button-primary">
          Open page
        </button>
      </div>
      {error && (
        <p id={errorId} className="cs-error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
