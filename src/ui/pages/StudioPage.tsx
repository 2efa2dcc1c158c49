import type { AuthState } from '../../domain/auth/authStatus'
import type { AuthSession } from '../../domain/auth/session'
import { assertNever } from '../../domain/shared/assertNever'
import { AccountDataBoundary } from '../data/AccountDataBoundary'
import { useStore } from '../hooks/useStore'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from '../../domain/shared/hex'
import { type UiServices, useServices } from '../servicesContext'
import type { CreatorsApiLoader } from './creatorQueries'
import { ConnectPrompt } from './ConnectPrompt'
import { StudioBadge } from './StudioBadge'
import { StudioExport } from './StudioExport'
import { StudioNotifications } from './StudioNotifications'
import { StudioProfile } from './StudioProfile'
import { StudioSession } from './StudioSession'
import { StudioSupportReceived } from './StudioSupportReceived'
import { StudioTransactions } from './StudioTransactions'
import { useDocumentTitle } from './useDocumentTitle'

/** "/studio": for signed-in visitors only (auth state `authenticated`); everyone else is told why and offered sign-in. */
export function StudioPage() {
  const { auth } = useServices()
  const state = useStore(auth)
  const t = useT(studio)
  useDocumentTitle(t('studio.page.title'))
  return (
    <div className="cs-page cs-studio">
      <h1>{t('studio.page.title')}</h1>
      <StudioContent state={state} />
    </div>
  )
}

function StudioContent({ state }: { state: AuthState }) {
  const t = useT(studio)
  switch (state.status) {
    case 'off':
      return <p>{t('studio.page.off')}</p>
    case 'loading':
      return <p role="status">{t('studio.page.checking')}</p>
    case 'unauthenticated':
      return <SignedOut />
    case 'authenticated':
      return <SignedIn session={state.session} />
    default:
      return assertNever(state)
  }
}

function SignedOut() {
  const t = useT(studio)
  return (
    <section className="cs-card" aria-labelledby="studio-sign-in-title">
      <h2 id="studio-sign-in-title">{t('studio.signedOut.title')}</h2>
      <p>{t('studio.signedOut.body')}</p>
      <ConnectPrompt label={t('studio.signedOut.signIn')} />
    </section>
  )
}

/**
 * The signed-in account's own studio: everything here is about `session.address`, so another account sees its own
 * (the components are keyed by the address: a new account gets fresh state, never the last one's).
 */
function SignedIn({ session }: { session: AuthSession }) {
  const { studio: wiring, creatorsApi } = useServices()
  return (
    <AccountDataBoundary>
      <StudioSession session={session} />
      {wiring && creatorsApi && (
        <CreatorSections key={session.address} api={creatorsApi} wiring={wiring} address={session.address} />
      )}
      <StudioTransactions session={session} />
    </AccountDataBoundary>
  )
}

/**
 * The creator's own sections, read through the data cache; the profile editor's machine wired for `address` once (a
 * new account mounts new ones).
 */
function CreatorSections({
  api,
  wiring,
  address,
}: {
  api: CreatorsApiLoader
  wiring: NonNullable<UiServices['studio']>
  address: Address
}) {
  const queryClient = useQueryClient()
  const [wired] = useState(() => wiring(address, queryClient))
  return (
    <>
      <StudioProfile api={api} wiring={wired.profileEditor} address={address} />
      <StudioSupportReceived api={api} creator={address} />
      <StudioBadge address={address} />
      <StudioExport address={address} />
      <StudioNotifications address={address} />
    </>
  )
}
