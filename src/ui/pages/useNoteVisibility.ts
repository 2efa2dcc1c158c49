import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Support } from '../../domain/support/support'
import { failureOf } from '../../domain/errors/failure'
import type { Address } from '../../domain/shared/hex'
import type { CreatorsApiLoader } from './creatorQueries'
import { noteVisibilityMutation } from './creatorQueries'
import type { NoteRow } from './StudioNoteRow'

/**
 * One received note with its Hide / Show (noteVisibilityMutation: shown at once, put back if the server refuses):
 * the row as the studio draws it, and `toggle`, which does nothing while a change is in flight.
 */
export function useNoteVisibility(
  api: CreatorsApiLoader,
  creator: Address,
  note: Support,
): { row: NoteRow; toggle(): void } {
  const queryClient = useQueryClient()
  const mutation = useMutation(noteVisibilityMutation(api, queryClient, creator), queryClient)
  const asked = mutation.variables?.hidden ?? null
  const row: NoteRow = {
    note,
    pending: mutation.isPending ? asked : null,
    error: mutation.isError ? { action: asked ? 'hide-note' : 'show-note', cause: failureOf(mutation.error) } : null,
  }
  return {
    row,
    toggle: () => {
      if (mutation.isPending) return
      mutation.mutate({ chainId: note.chainId, txHash: note.txHash, hidden: !note.hidden })
    },
  }
}
