import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { NoteClaim, NoteRecordingState } from '../../domain/creators/noteRecording'
import { SupportNoteRecorder } from '../../domain/creators/supportNoteRecorder'
import type { Address } from '../../domain/shared/hex'
import type { Readable } from '../../domain/shared/store'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'
import { supportersKey } from './useSupporters'

/** A sent support whose note is to be recorded: the claim, and the account that sent it. */
export type SentNote = { readonly claim: NoteClaim; readonly from: Address }

const NONE: Readable<null> = { getSnapshot: () => null, subscribe: () => () => undefined }

/**
 * Records the note of the last sent support (SupportNoteRecorder over the visitor's sign-in, the transaction's status
 * in Recent Transactions and the creators API); refreshes the wall once it is recorded. Null without a sent support
 * or without a creators API.
 */
export function useNoteRecording(sent: SentNote | null): { state: NoteRecordingState | null; retry(): void } {
  const { auth, transactions, creatorsApi } = useServices()
  const queryClient = useQueryClient()
  const [recorder, setRecorder] = useState<SupportNoteRecorder | null>(null)
  useEffect(() => {
    if (!sent || !creatorsApi || !transactions) return setRecorder(null)
    const { claim, from } = sent
    const log = transactions.select(from, claim.chainId)
    const next = new SupportNoteRecorder(claim, {
      auth,
      transaction: {
        getSnapshot: () => log.getSnapshot().find((tx) => tx.hash.toLowerCase() === claim.txHash.toLowerCase())?.status,
        subscribe: log.subscribe,
      },
      record: async ({ creator, chainId, txHash, note }) =>
        (await creatorsApi()).recordSupport(creator, { chainId, txHash, note }),
      schedule: (ms, fn) => {
        const id = setTimeout(fn, ms)
        return () => clearTimeout(id)
      },
      onRecorded: () => void queryClient.invalidateQueries({ queryKey: supportersKey(claim.creator) }),
    })
    next.start()
    setRecorder(next)
    return () => next.dispose()
  }, [sent, auth, transactions, creatorsApi, queryClient])
  const state = useStore<NoteRecordingState | null>(recorder ?? NONE)
  return { state, retry: () => recorder?.retry() }
}
