// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { NoteClaim } from '../../../src/domain/creators/noteRecording'
import { ServicesProvider } from '../../../src/ui/servicesContext'
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
})
