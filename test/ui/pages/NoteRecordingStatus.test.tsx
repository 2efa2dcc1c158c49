// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { NoteClaim } from '../../../src/domain/creators/noteRecording'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import de from '../../../src/ui/i18n/locales/de'
import { RetryNotice } from '../../../src/ui/pages/RetryNotice'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { NoteRecordingStatus } from '../../../src/ui/pages/NoteRecordingStatus'
import { createPagesHarness, CREATOR, disposePages, VISITOR } from './pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

const CLAIM: NoteClaim = { creator: CREATOR, chainId: 1, txHash: `0x${'1'.repeat(64)}`, note: 'Thanks' }

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

  test('behavior: a refusal is told in the server words on an English page, in German by the errors catalogue', () => {
    const german: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
    const locale: NonNullable<UiServices['locale']> = {
      getSnapshot: () => german,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    }
    const failed = { status: 'failed', claim: CLAIM, message: 'Note too long for the wall' } as const
    const { services } = createPagesHarness()
    const alert = (shown: UiServices) => {
      render(
        <ServicesProvider services={shown}>
          <NoteRecordingStatus state={failed} onRetry={() => {}} />
          <RetryNotice message="Could not load the notes: the server could not be reached." onRetry={() => {}} />
        </ServicesProvider>,
      )
      const texts = screen.getAllByRole('alert').map((el) => el.textContent)
      cleanup()
      return texts
    }
    expect(alert(services)).toEqual([
      'Your note could not be recorded: Note too long for the wall',
      'Could not load the notes: the server could not be reached.Try again',
    ])
    expect(alert({ ...services, locale })).toEqual([
      `${(de['creators.recording.failed'] as string).replace('{reason}', de['errors.unknown'] as string)}`,
      `${de['errors.unknown']}${de['studio.retry']}`,
    ])
  })
})
