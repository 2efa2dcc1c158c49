// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type MachineWiring, stay, type Transition } from '../../../src/domain/shared/machine'
import { useMachine } from '../../../src/ui/hooks/useMachine'

type State = { readonly status: 'idle' | 'loading' | 'loaded'; readonly value?: string }
type Event = { type: 'opened' } | { type: 'loaded'; value: string } | { type: 'followed'; value: string }
type Effect = { type: 'load' }

const transition: Transition<State, Event, Effect> = (state, event) => {
  switch (event.type) {
    case 'opened':
      return state.status === 'idle' ? [{ status: 'loading' }, [{ type: 'load' }]] : stay(state)
    case 'loaded':
    case 'followed':
      return [{ status: 'loaded', value: event.value }, []]
  }
}

/** A wiring whose `load` waits for the test to answer, keeping each call's signal and send. */
function deferredWiring() {
  const calls: { signal: AbortSignal; answer(value: string): void }[] = []
  const unfollowed = vi.fn()
  const wiring: MachineWiring<Event, Effect> = {
    handlers: {
      load: (_effect, { send, signal }) => {
        calls.push({ signal, answer: (value) => send({ type: 'loaded', value }) })
      },
    },
    follow: () => unfollowed,
  }
  return { wiring, calls, unfollowed }
}

function View({ wiring }: { wiring: MachineWiring<Event, Effect> }) {
  const [state, send] = useMachine(transition, { status: 'idle' }, wiring)
  return (
    <button type="button" onClick={() => send({ type: 'opened' })}>
      {state.status}
      {state.value ? `: ${state.value}` : ''}
    </button>
  )
}

afterEach(cleanup)

describe('useMachine', () => {
  test('default: runs the machine while mounted, its effects reporting to it', async () => {
    const { wiring, calls } = deferredWiring()
    render(<View wiring={wiring} />)
    act(() => screen.getByRole('button').click())
    expect(screen.getByRole('button').textContent).toBe('loading')
    act(() => calls[0]!.answer('done'))
    expect(screen.getByRole('button').textContent).toBe('loaded: done')
    expect(calls[0]!.signal.aborted).toBe(false)
  })

  test('behavior: unmounting disposes the machine: a running effect sees its signal abort, and nothing is set after', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { wiring, calls, unfollowed } = deferredWiring()
    const { unmount } = render(<View wiring={wiring} />)
    act(() => screen.getByRole('button').click())
    const [load] = calls
    unmount()
    expect(unfollowed).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(load!.signal.aborted).toBe(true))
    load!.answer('too late')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  test('behavior: StrictMode mounting twice keeps one live machine, which still dies with the component', async () => {
    const { wiring, calls } = deferredWiring()
    const { unmount } = render(
      <StrictMode>
        <View wiring={wiring} />
      </StrictMode>,
    )
    // Past the check a StrictMode remount makes: the machine is still alive and runs effects.
    await act(() => Promise.resolve())
    act(() => screen.getByRole('button').click())
    expect(calls).toHaveLength(1)
    await act(() => Promise.resolve())
    expect(calls[0]!.signal.aborted).toBe(false)
    act(() => calls[0]!.answer('kept'))
    expect(screen.getByRole('button').textContent).toBe('loaded: kept')
    unmount()
    await vi.waitFor(() => expect(calls[0]!.signal.aborted).toBe(true))
  })

  test('behavior: the wiring of the first render is the one followed, even when a later render passes another', () => {
    const first = deferredWiring()
    const second = deferredWiring()
    const followed: string[] = []
    const tagged = (name: string, w: MachineWiring<Event, Effect>): MachineWiring<Event, Effect> => ({
      ...w,
      follow: () => {
        followed.push(name)
        return () => {}
      },
    })
    const { rerender } = render(<View wiring={tagged('first', first.wiring)} />)
    rerender(<View wiring={tagged('second', second.wiring)} />)
    act(() => screen.getByRole('button').click())
    expect(followed).toEqual(['first'])
    expect([first.calls.length, second.calls.length]).toEqual([1, 0])
  })
})
