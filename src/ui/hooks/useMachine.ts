import { useEffect, useState } from 'react'
import { type MachineWiring, runMachine, type Transition } from '../../domain/shared/machine'
import { useStore } from './useStore'

/**
 * A machine owned by this component (a connect panel, the modals, a form): started once with the app's wiring, it
 * follows the wiring's outside facts while mounted. Answers its state and `send`.
 */
export function useMachine<S, E, F extends { type: string }>(
  transition: Transition<S, E, F>,
  initial: S | (() => S),
  wiring: MachineWiring<E, F>,
): [S, (event: E) => void] {
  const [machine] = useState(() =>
    runMachine(transition, typeof initial === 'function' ? (initial as () => S)() : initial, wiring.handlers),
  )
  // Only the follow stops on unmount: StrictMode mounts twice, and the machine must live through it.
  useEffect(() => wiring.follow?.(machine.send), [machine, wiring])
  return [useStore(machine), machine.send]
}
