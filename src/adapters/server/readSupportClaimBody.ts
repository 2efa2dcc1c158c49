import type { Problem } from '../../domain/creators/problem'
import { validateSupportNoteText } from '../../domain/creators/validateSupportNoteText'
import { isHash, type Hash } from '../../domain/shared/hex'

/** The POST /api/creators/:address/supports body, checked; the hash in lower case, the note as it will be stored. */
export type SupportClaimBody = { chainId: number; txHash: Hash; note: string }

/**
 * Why the body cannot be a claim: the code to answer, a message for developers, the field at fault and, for a note,
 * its every problem.
 */
export type SupportClaimBodyProblem = {
  code: 'invalid-body' | 'invalid-note'
  field: string
  message: string
  problems?: readonly Problem[]
}

function own(body: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(body, key) ? body[key] : undefined
}

/**
 * Reads `{ chainId, txHash, note }`: a positive integer chain id, a 32-byte hex hash, a note validateSupportNoteText
 * accepts. A malformed chain id or hash is `invalid-body`, a note that cannot be stored `invalid-note`.
 * @example readSupportClaimBody({ chainId: 1, txHash, note: ' Thanks ' }) // { chainId: 1, txHash, note: 'Thanks' }
 */
export function readSupportClaimBody(body: Record<string, unknown>): SupportClaimBody | SupportClaimBodyProblem {
  const chainId = own(body, 'chainId')
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) {
    return { code: 'invalid-body', field: 'chainId', message: '`chainId` must be a positive integer' }
  }
  const txHash = own(body, 'txHash')
  if (!isHash(txHash)) {
    const message = '`txHash` must be 0x followed by 64 hexadecimal characters'
    return { code: 'invalid-body', field: 'txHash', message }
  }
  const note = validateSupportNoteText(own(body, 'note'))
  if (!note.ok) {
    return { code: 'invalid-note', field: 'note', message: 'The note cannot be stored', problems: note.problems }
  }
  return { chainId, txHash: txHash.toLowerCase() as Hash, note: note.note }
}
