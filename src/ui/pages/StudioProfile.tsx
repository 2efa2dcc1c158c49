import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { numberSymbols } from '../../domain/account/localNumbers'
import { profileAssets } from '../../domain/creators/profileAssets'
import {
  openProfileEditor,
  profileEditor,
  type ProfileEditorState,
  shownProblems,
} from '../../domain/creators/profileEditor'
import { failureOf } from '../../domain/errors/failure'
import type { Address } from '../../domain/shared/hex'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useMachine } from '../hooks/useMachine'
import { studio } from '../i18n/en/studio'
import { useLocale, useT } from '../i18n/useT'
import { type StudioWiring, useServices } from '../servicesContext'
import { type CreatorsApiLoader, creatorProfileQuery } from './creatorQueries'
import { StudioProfileForm } from './StudioProfileForm'
import { StudioProfilePreview } from './StudioProfilePreview'
import { studioFieldId } from './studioFieldId'
import { RetryNotice } from './RetryNotice'

type Props = { api: CreatorsApiLoader; wiring: StudioWiring['profileEditor']; address: Address }

/**
 * "Your profile" (product rules: "Studio"): the signed-in creator's profile form and a live preview of their page. The
 * stored profile is read through the data cache; the form opens on it once, and a later read never replaces what is
 * typed.
 */
export function StudioProfile({ api, wiring, address }: Props) {
  const t = useT(studio)
  const query = useQuery(creatorProfileQuery(api, address))
  return (
    <section className="cs-card" aria-labelledby="studio-profile-title">
      <h2 id="studio-profile-title">{t('studio.profile.title')}</h2>
      {query.data !== undefined ? (
        <ProfileEditor stored={query.data} wiring={wiring} address={address} />
      ) : query.isError ? (
        <RetryNotice
          failure={{ action: 'load-profile', cause: failureOf(query.error) }}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <p role="status">{t('studio.profile.loading')}</p>
      )}
    </section>
  )
}

function ProfileEditor({
  stored,
  wiring,
  address,
}: {
  stored: PublishedProfile | null
  wiring: Props['wiring']
  address: Address
}) {
  const { chains, supportTokens = [] } = useServices()
  const { locale } = useLocale()
  // The suggested amounts are typed and shown as the visitor's language writes numbers (de "0,01", fa "۰٫۰۱").
  const numerals = numberSymbols(locale)
  // Suggested amounts in each accepted asset: the chains' native currencies, then the tokens (VITE_SUPPORT_TOKENS).
  const [state, send] = useMachine(
    profileEditor,
    () =>
      openProfileEditor(
        profileAssets(
          chains.map((chain) => chain.nativeCurrency),
          supportTokens,
        ),
        stored,
        numerals,
      ),
    wiring,
  )
  useEffect(() => send({ type: 'languageChanged', numerals }), [send, numerals])
  // The state the last Save left, read after it: the first field with a problem gets the focus.
  const [latest] = useState(() => ({ state }))
  latest.state = state
  return (
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
  )
}

/** After a refused Save, the first field with a problem gets the focus (once React has drawn the messages). */
function focusFirstProblem(current: () => ProfileEditorState): void {
  requestAnimationFrame(() => {
    const state = current()
    if (state.save.status !== 'idle') return
    const [first] = shownProblems(state)
    if (first) document.getElementById(studioFieldId(first.field))?.focus()
  })
}
