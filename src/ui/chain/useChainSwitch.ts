import { useEffect, useRef, useState } from 'react'
import type { WalletSession, WalletSessionService } from '../../domain/connection/walletSession'
import { hasCode } from '../../domain/errors/baseError'

type Connected = Extract<WalletSession, { status: 'connected' }>

/**
 * The Switch Networks modal's view of a switch: which chain waits for the wallet, the failure to show, and
 * `onDone` once the chain changed or the visitor rejected in the wallet (product rules: "Network switching": the modal
 * closes then). Only failures of switches asked from this modal are shown, not a stale one from before it opened.
 */
export function useChainSwitch(wallet: WalletSessionService, session: Connected, onDone: () => void) {
  const [requested, setRequested] = useState<number | undefined>()
  const [failure, setFailure] = useState<unknown>()
  const [rejected, setRejected] = useState(false)
  const openedWith = useRef({ chainId: session.chain.id, switchError: session.switchError })
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })

  const stateError = session.switchError !== openedWith.current.switchError ? session.switchError : undefined
  const error = failure ?? stateError
  const changed = session.chain.id !== openedWith.current.chainId
  const done = changed || rejected || (error !== undefined && hasCode(error, 'user-rejected'))

  useEffect(() => {
    if (done) onDoneRef.current()
  }, [done])

  const switchTo = (chainId: number) => {
    setFailure(undefined)
    // Hosts that stay open after a rejection (the sign-in step) show the next attempt's failure.
    setRejected(false)
    setRequested(chainId)
    void wallet.switchChain(chainId).then((outcome) => {
      setRequested(undefined)
      if (outcome.status === 'rejected') setRejected(true)
      else if (outcome.status === 'failed') setFailure(outcome.error)
    })
  }

  const pendingChainId = session.switching?.chainId ?? requested
  return { pendingChainId, error: done ? undefined : error, switchTo }
}
