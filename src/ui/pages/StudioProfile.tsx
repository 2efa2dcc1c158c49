import { useEffect, useState } from 'react'
import { shownProblems } from '../../domain/creators/profileEditor'
import { ProfileEditorService } from '../../domain/creators/profileEditorService'
import type { Address } from '../../domain/shared/hex'
import type { CreatorsApi } from '../../ports/creatorsApi'
import { useStore } from '../hooks/useStore'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { StudioProfileForm } from './StudioProfileForm'
import { StudioProfilePreview } from './StudioProfilePreview'
import { studioFieldId } from './studioFieldId'
import { RetryNotice } from './RetryNotice'

/** "Your profile" (product rules: "Studio"): the signed-in creator's profile form and a live preview of their page. */
export function StudioProfile({ api, address }: { api: () => Promise<CreatorsApi>; address: Address }) {
  const [editor] = useState(() => new ProfileEditorService({ api, creator: address }))
  useEffect(() => editor.start(), [editor])
  const state = useStore(editor)
  const t = useT(studio)
  return (
    <section className="cs-card" aria-labelledby="studio-profile-title">
      <h2 id="studio-profile-title">{t('studio.profile.title')}</h2>
      {state.status === 'loading' && <p role="status">{t('studio.profile.loading')}</p>}
      {state.status === 'load-failed' && (
        <RetryNotice message={state.message} onRetry={() => editor.dispatch({ type: 'reload' })} />
      )}
      {state.status === 'editing' && (
        <div className="cs-profile-editor">
          <StudioProfileForm
            state={state}
            problems={shownProblems(state)}
            dispatch={editor.dispatch}
            onSubmit={() => {
              editor.dispatch({ type: 'submit' })
              focusFirstProblem(editor)
            }}
          />
          <StudioProfilePreview fields={state.fields} address={address} published={state.published} />
        </div>
      )}
    </section>
  )
}

/** After a refused Save, the first field with a problem gets the focus (once React has drawn the messages). */
function focusFirstProblem(editor: ProfileEditorService): void {
  const state = editor.getSnapshot()
  if (state.status !== 'editing' || state.save.status !== 'idle') return
  const [first] = shownProblems(state)
  if (first) requestAnimationFrame(() => document.getElementById(studioFieldId(first.field))?.focus())
}
