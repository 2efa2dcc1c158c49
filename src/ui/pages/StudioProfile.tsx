import { useState } from 'react'
import { profileAssets } from '../../domain/creators/profileAssets'
import { profileEditor, profileEditorLoading, shownProblems } from '../../domain/creators/profileEditor'
import type { ProfileEditorState } from '../../domain/creators/profileEditor'
import type { Address } from '../../domain/shared/hex'
import { useMachine } from '../hooks/useMachine'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { type StudioWiring, useServices } from '../servicesContext'
import { StudioProfileForm } from './StudioProfileForm'
import { StudioProfilePreview } from './StudioProfilePreview'
import { studioFieldId } from './studioFieldId'
import { RetryNotice } from './RetryNotice'

/** "Your profile" (product rules: "Studio"): the signed-in creator's profile form and a live preview of their page. */
export function StudioProfile({ wiring, address }: { wiring: StudioWiring['profileEditor']; address: Address }) {
  const { chains, supportTokens = [] } = useServices()
  // Suggested amounts in each accepted asset: the chains' native currencies, then the tokens (VITE_SUPPORT_TOKENS).
  const [state, send] = useMachine(
    profileEditor,
    () =>
      profileEditorLoading(
        profileAssets(
          chains.map((chain) => chain.nativeCurrency),
          supportTokens,
        ),
      ),
    wiring,
  )
  // The state the last Save left, read after it: the first field with a problem gets the focus.
  const [latest] = useState(() => ({ state }))
  latest.state = state
  const t = useT(studio)
  return (
    <section className="cs-card" aria-labelledby="studio-profile-title">
      <h2 id="studio-profile-title">{t('studio.profile.title')}</h2>
      {state.status === 'loading' && <p role="status">{t('studio.profile.loading')}</p>}
      {state.status === 'load-failed' && (
        <RetryNotice failure={state.failure} onRetry={() => send({ type: 'retried' })} />
      )}
      {state.status === 'editing' && (
        <div className="cs-profile-editor">
          <StudioProfileForm
            state={state}
            problems={shownProblems(state)}
            dispatch={send}
            onSubmit={() => {
              send({ type: 'submitted' })
              focusFirstProblem(() => latest.state)
            }}
          />
          <StudioProfilePreview fields={state.fields} address={address} published={state.published} />
        </div>
      )}
    </section>
  )
}

/** After a refused Save, the first field with a problem gets the focus (once React has drawn the messages). */
function focusFirstProblem(current: () => ProfileEditorState): void {
  requestAnimationFrame(() => {
    const state = current()
    if (state.status !== 'editing' || state.save.status !== 'idle') return
    const [first] = shownProblems(state)
    if (first) document.getElementById(studioFieldId(first.field))?.focus()
  })
}
