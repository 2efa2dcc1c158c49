import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
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
 * Records the note of every support sent from this form (SupportNoteRecorder over the visitor's sign-in, the
 * transaction's status in Recent Transactions and the creators API) and shows the last one's; refreshes the wall once
 * one is recorded. A support sent before the last one confirmed keeps being recorded (product rules: "Support notes":
 * one note per transaction): only leaving the form stops the recorders. Null without a sent support or without a
 * creators API.
 */
export function useNoteRecording(sent: SentNote | null): { state: NoteRecordingState | null; retry(): void } {
  const { auth, transactions, creatorsApi } = useServices()
  const queryClient = useQueryClient()
  const [recorder, setRecorder] = useState<SupportNoteRecorder | null>(null)
  const latest = useRef(sent)
  latest.current = sent
  const running = useRef(new Set<SupportNoteRecorder>())
  useEffect(() => {
    const all = running.current
    return () => {
      for (const each of all) each.dispose()
      all.clear()
    }
  }, [])
  useEffect(() => {
    if (!sent || !creatorsApi || !transactions) return setRecorder(null)
    const { claim, from } = sent
    const log = transactions.select(from, claim.chainId)
    const next = new SupportNoteRecorder(claim, {
      from,
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
    running.current.add(next)
    next.start()
    setRecorder(next)
    return () => {
      // A newer support leaves this one recording (the unmount above stops it); anything else replaces it.
      if (latest.current !== sent && latest.current !== null) return
      next.dispose()
      running.current.delete(next)
    }
  }, [sent, auth, transactions, creatorsApi, queryClient])
  const state = useStore<NoteRecordingState | null>(recorder ?? NONE)
  return { state, retry: () => recorder?.retry() }
}
