import { useCallback, useReducer } from 'react'
import type { Hash } from '../../domain/shared/hex'
import { sendSupport, type SupportPayment } from '../../domain/transactions/sendSupport'
import { SUPPORT_IDLE, supportFlow, type SupportState } from '../../domain/transactions/supportFlow'
import { useServices } from '../servicesContext'

/**
 * The support flow's state, and its two actions; `available` is false when this app cannot send at all. `send`'s
 * `onSent` is told the transaction's hash once the wallet sent it (a supporter's note is recorded for it).
 */
export function useSupport(): {
  state: SupportState
  available: boolean
  send(payment: SupportPayment & { amount: string }, onSent?: (hash: Hash) => void): void
  reset(): void
} {
  const { sendTransaction, transactions } = useServices()
  const [state, dispatch] = useReducer(supportFlow, SUPPORT_IDLE)
  const send = useCallback(
    (payment: SupportPayment & { amount: string }, onSent?: (hash: Hash) => void) => {
      if (!sendTransaction || !transactions) return
      dispatch({ type: 'submit', amount: payment.amount })
      void sendSupport({ send: sendTransaction, transactions }, payment).then((event) => {
        dispatch(event)
        if (event.type === 'sent') onSent?.(event.hash)
      })
    },
    [sendTransaction, transactions],
  )
  const reset = useCallback(() => dispatch({ type: 'reset' }), [])
  return { state, available: !!sendTransaction && !!transactions, send, reset }
}
