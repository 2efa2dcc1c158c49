// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import type { SignInDialogState } from '../../../src/domain/auth/signInDialogState'
import { ERROR_MESSAGES } from '../../../src/domain/errors/errorCatalogue'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import { StateStore } from '../../../src/domain/shared/store'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import { ServicesProvider, type SignInFlow, type UiServices } from '../../../src/ui/servicesContext'
import { StudioSessionRenewal } from '../../../src/ui/pages/StudioSessionRenewal'

const de = { ...deMain, ...dePages }

afterEach(cleanup)

const SESSION = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 } as const

/** A sign-in whose outcome the test picks: signed in, declined in the wallet, or refused with a message. */
function renewal(outcome: 'signed-in' | 'declined' | 'refused', locale?: UiServices['locale']) {
  const auth = new StateStore<AuthState>({ status: 'unauthenticated' })
  const dialog = new StateStore<SignInDialogState>({ status: 'idle' })
  const signIn = {
    dialog,
    prepare() {},
    async signIn() {
      if (outcome === 'signed-in') auth.set({ status: 'authenticated', session: SESSION })
      if (outcome === 'refused') dialog.set({ status: 'idle', failure: { code: 'sign-in-verify' } })
    },
  } as unknown as SignInFlow
  const retried: string[] = []
  render(
    <ServicesProvider services={{ auth, locale } as unknown as UiServices}>
      <StudioSessionRenewal signIn={signIn} onSignedIn={() => retried.push('again')} />
    </ServicesProvider>,
  )
  return { retried }
}

describe('StudioSessionRenewal', () => {
  test('default: signed in again, the save is tried again', async () => {
    const { retried } = renewal('signed-in')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again and save' }))
    expect(retried).toEqual(['again'])
  })

  test('behavior: declined in the wallet or refused by the server, nothing is tried again; a refusal is announced', async () => {
    const declined = renewal('declined')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again and save' }))
    expect(declined.retried).toEqual([])
    cleanup()
    const refused = renewal('refused')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again and save' }))
    expect(refused.retried).toEqual([])
    expect(screen.getByRole('alert').textContent).toBe(ERROR_MESSAGES['sign-in-verify'])
  })

  test('behavior: in German the refusal is announced in German', async () => {
    const german: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
    renewal('refused', {
      getSnapshot: () => german,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    })
    await userEvent.click(screen.getByRole('button', { name: de['studio.renewal.signIn'] as string }))
    expect(screen.getByRole('alert').textContent).toBe(de['errors.sign-in-verify'])
    expect(screen.getByRole('alert').textContent).not.toBe(ERROR_MESSAGES['sign-in-verify'])
  })
})
