const CLOSED =
  /\b(connection|socket|websocket|transport|signer|relayer?)\b[^.]{0,40}\bclosed\b|\bclosed\b[^.]{0,20}\b(connection|socket)\b/i

function messageOf(err: unknown): string {
  if (typeof err === 'string') return err
  try {
    const message = (err as { message?: unknown } | null)?.message
    return typeof message === 'string' ? message : ''
  } catch {
    return ''
  }
}

/**
 * True when WalletConnect's signer lost its relay connection during pairing ("WebSocket connection closed
 * abnormally", "Connection closed"): worth one more try. "user closed modal" is a rejection, not a closed connection.
 */
export function isClosedConnectionError(err: unknown): boolean {
  return CLOSED.test(messageOf(err))
}
