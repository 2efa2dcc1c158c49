import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { NoteRecordingState, SentSupport } from '../../domain/support/noteRecording'
import { constantReadable, type Readable } from '../../domain/shared/store'
import { useStore } from '../hooks/useStore'
import { type NoteRecorder, useServices } from '../servicesContext'

export type { SentSupport }

const NONE: Readable<null> = constantReadable(null)

/**
 * The recording of every support sent from this form (the app's `noteRecorder`, through the data cache: a recorded
 * note has the wall read again), showing the last one's. A support sent before the last one confirmed keeps being
 * recorded (product rules: "Support notes": one note per transaction): only leaving the form stops the recorders. Null
 * without a sent support or without a recorder (no creators API).
 */
export function useNoteRecording(sent: SentSupport | null): { state: NoteRecordingState | null; retry(): void } {
  const { noteRecorder } = useServices()
  const queryClient = useQueryClient()
  const [recorder, setRecorder] = useState<NoteRecorder | null>(null)
  const latest = useRef(sent)
  latest.current = sent
  const running = useRef(new Set<NoteRecorder>())
  useEffect(() => {
    const all = running.current
    return () => {
      for (const each of all) each.dispose()
      all.clear()
    }
  }, [])
  useEffect(() => {
    if (!sent || !noteRecorder) return setRecorder(null)
    const next = noteRecorder(sent, queryClient)
    running.current.add(next)
    setRecorder(next)
    return () => {
      // A newer support leaves this one recording (the unmount above stops it); anything else replaces it.
      if (latest.current !== sent && latest.current !== null) return
      next.dispose()
      running.current.delete(next)
    }
  }, [sent, noteRecorder, queryClient])
  const state = useStore<NoteRecordingState | null>(recorder ?? NONE)
  return { state, retry: () => recorder?.retry() }
}
