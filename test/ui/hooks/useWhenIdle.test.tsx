// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { useWhenIdle } from '../../../src/ui/hooks/useWhenIdle'

function Probe({ name, task }: { name: string | undefined; task: (key: string) => void }) {
  useWhenIdle(name, task)
  return null
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useWhenIdle', () => {
  test('default: runs the task once, when idle, with its key', () => {
    const task = vi.fn()
    const { rerender } = render(<Probe name="connect" task={task} />)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(task.mock.calls).toEqual([['connect']])
    rerender(<Probe name="connect" task={task} />)
    vi.advanceTimersByTime(5000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('parameters: no key, no task; a new key runs it again', () => {
    const task = vi.fn()
    const { rerender } = render(<Probe name={undefined} task={task} />)
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
    rerender(<Probe name="account" task={task} />)
    vi.advanceTimersByTime(1000)
    rerender(<Probe name="connect" task={task} />)
    vi.advanceTimersByTime(1000)
    expect(task.mock.calls).toEqual([['account'], ['connect']])
  })

  test('behavior: unmounted or re-keyed before idle, the pending task is cancelled', () => {
    const task = vi.fn()
    const { rerender, unmount } = render(<Probe name="account" task={task} />)
    rerender(<Probe name="connect" task={task} />)
    unmount()
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
  })

  test('behavior: uses requestIdleCallback where the browser has it', () => {
    const callbacks: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const task = vi.fn()
    render(<Probe name="connect" task={task} />)
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
    callbacks.forEach((cb) => cb())
    expect(task).toHaveBeenCalledWith('connect')
  })

  test('behavior: while the document is still loading, it waits for the load event', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const task = vi.fn()
    render(<Probe name="connect" task={task} />)
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(1000)
    expect(task).toHaveBeenCalledWith('connect')
  })
})
