import { describe, expect, test } from 'vitest'
import { noteKey } from '../../../src/domain/creators/receivedNotes'
import { ReceivedSupportService } from '../../../src/domain/creators/receivedSupportService'
import type { SupportNote } from '../../../src/domain/creators/supportNote'
import type { CreatorsApi } from '../../../src/ports/creatorsApi'

const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const note = (n: number): SupportNote => ({
  chainId: 1,
  txHash: `0x${String(n).repeat(64)}`,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  value: '1',
  note: `note ${n}`,
  createdAt: 1,
  hidden: false,
})
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ReceivedSupportService', () => {
  test('behavior: a hide answered with another note (a misbehaving server) fails on its row instead of hanging', async () => {
    const api = {
      listSupports: async () => ({ items: [note(1), note(2)], nextCursor: null }),
      supportTotals: async () => [],
      setSupportHidden: async () => ({ ...note(2), hidden: true }),
    } as unknown as CreatorsApi
    const service = new ReceivedSupportService({ api: async () => api, creator: CREATOR })
    service.start()
    await flush()
    service.dispatch({ type: 'toggle', key: noteKey(note(1)) })
    await flush()
    const [first, second] = service.notes.getSnapshot().rows
    expect(first).toMatchObject({ note: { hidden: false }, pending: null })
    expect(first?.error).toBe(
      'Could not hide this note: the server answered with something unexpected. Try again later.',
    )
    expect(second).toMatchObject({ note: { hidden: false }, pending: null, error: null })
  })
})
