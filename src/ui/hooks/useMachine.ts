import { useEffect, useRef, useState } from 'react'
import { type MachineWiring, runMachine, type Transition } from '../../domain/shared/machine'
import { useStore } from './useStore'

/**
 * A machine owned by this component (a connect panel, the modals, a form): started once with the wiring of the first
 * render, it follows that wiring's outside facts while mounted and is disposed when the component unmounts, so the
 * signal of every effect still running aborts (a timer, a request) and what they send after is ignored. Answers its
 * state and `send`.
 */
export function useMachine<S, E, F extends { type: string }>(
  transition: Transition<S, E, F>,
  initial: S | (() => S),
  wiring: MachineWiring<E, F>,
): [S, (event: E) => void] {
  const [owned] = useState(() => ({
    follow: wiring.follow,
    machine: runMachine(transition, typeof initial === 'function' ? (initial as () => S)() : initial, wiring.handlers),
  }))
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    const unfollow = owned.follow?.(owned.machine.send)
    return () => {
      unfollow?.()
      mounted.current = false
      // StrictMode unmounts and mounts again in the same commit: only an unmount that is still one a moment later
      // disposes, so the machine lives through that check and dies with the component.
      queueMicrotask(() => {
        if (!mounted.current) owned.machine.dispose()
      })
    }
  }, [owned])
  return [useStore(owned.machine), owned.machine.send]
}
