// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { Support } from '../../../src/domain/support/support'
import { StudioNoteRow } from '../../../src/ui/pages/StudioNoteRow'
import { CHAINS } from './pagesHarness'

afterEach(cleanup)

const note: Support = {
  chainId: 1,
  txHash: `0x${'a'.repeat(64)}`,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  asset: { symbol: 'ETH', decimals: 18, address: null },
  amount: '500000000000000000',
  note: 'Thanks',
  createdAt: Date.UTC(2026, 10, 27, 12),
  blockNumber: 7,
  hidden: false,
}

describe('StudioNoteRow', () => {
  test('behavior: a date the server wrote out of the calendar range leaves the row without a date, not a crash', () => {
    // A safe integer the client accepts, past the last day a Date can hold.
    render(
      <StudioNoteRow
        row={{ note: { ...note, createdAt: 9e15 }, pending: null, error: null }}
        chains={CHAINS}
        onToggle={() => {}}
      />,
    )
    const row = screen.getByRole('article', { name: 'Note from 0xf3…2266' })
    expect(row.textContent).toContain('sent 0.5 ETH on Ethereum')
    expect(row.querySelector('time')).toBeNull()
    expect(screen.getByText('Thanks')).toBeTruthy()
  })

  test('default: the date is shown with its machine-readable form', () => {
    render(<StudioNoteRow row={{ note, pending: null, error: null }} chains={CHAINS} onToggle={() => {}} />)
    expect(screen.getByRole('article').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T12:00:00.000Z')
  })

  test('parameters: a note paid in a token shows its amount with the token’s symbol and decimals', () => {
    const usdc = { symbol: 'USDC', decimals: 6, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const }
    render(
      <StudioNoteRow
        row={{ note: { ...note, asset: usdc, amount: '5000000' }, pending: null, error: null }}
        chains={CHAINS}
        onToggle={() => {}}
      />,
    )
    expect(screen.getByRole('article').textContent).toContain('sent 5 USDC on Ethereum')
  })
})
