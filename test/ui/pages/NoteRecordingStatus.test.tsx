// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { Claim } from '../../../src/domain/support/claim'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import { errors } from '../../../src/ui/i18n/en/errors'
import { failures } from '../../../src/ui/i18n/en/failures'
import { RetryNotice } from '../../../src/ui/pages/RetryNotice'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { NoteRecordingStatus } from '../../../src/ui/pages/NoteRecordingStatus'
import { createPagesHarness, CREATOR, disposePages, VISITOR } from './pagesHarness'

const de = { ...deMain, ...dePages }

afterEach(() => {
  cleanup()
  disposePages()
})

const CLAIM: Claim = { creator: CREATOR, chainId: 1, txHash: `0x${'1'.repeat(64)}`, note: 'Thanks' }

describe('NoteRecordingStatus', () => {
  test('behavior: signed in as another account than the sender: says which account leaves the note', () => {
    const { services } = createPagesHarness()
    render(
      <ServicesProvider services={services}>
        <NoteRecordingStatus
          state={{ status: 'waiting', claim: CLAIM, confirmed: true, presence: 'other-account' }}
          sender={VISITOR}
          onRetry={() => {}}
        />
      </ServicesProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'Your note can only be left by the account that sent this support, 0xf3…2266: switch your wallet to it and sign in.',
    )
  })

  test('behavior: a refusal is told by its cause, in English and in German, never as the generic failure', () => {
    const german: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
    const locale: NonNullable<UiServices['locale']> = {
      getSnapshot: () => german,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    }
    const mismatch = { code: 'tx-mismatch', params: { reason: 'another-sender' } } as const
    const failed = { status: 'failed', claim: CLAIM, failure: { action: 'record-note', cause: mismatch } } as const
    const notes = { action: 'load-notes', cause: { code: 'network-error' } } as const
    const { services } = createPagesHarness()
    const alert = (shown: UiServices) => {
      render(
        <ServicesProvider services={shown}>
          <NoteRecordingStatus state={failed} onRetry={() => {}} />
          <RetryNotice failure={notes} onRetry={() => {}} />
        </ServicesProvider>,
      )
      const texts = screen.getAllByRole('alert').map((el) => el.textContent)
      cleanup()
      return texts
    }
    const en = { ...errors, ...failures }
    expect(alert(services)).toEqual([
      `${en['errors.action.record-note']}: ${en['errors.tx-mismatch.another-sender']}`,
      `${en['errors.action.load-notes']}: ${en['errors.network-error']}Try again`,
    ])
    expect(alert({ ...services, locale })).toEqual([
      `${de['errors.action.record-note']}. ${de['errors.tx-mismatch.another-sender']}`,
      `${de['errors.action.load-notes']}. ${de['errors.network-error']}${de['studio.retry']}`,
    ])
    expect(alert({ ...services, locale })[0]).not.toContain(de['errors.unknown'])
  })
})
