// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterNextPaint, NO_FRAME_FALLBACK_MS, useLoadedAfterPaint, usePainted } from '../../src/ui/afterNextPaint'

beforeEach(
  () =>
    void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  test('behavior: runs in a task after the next frame, not before it, and once', () => {
    const run = vi.fn()
    afterNextPaint(run)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    // The frame's callback only queued the task; the frame is painted before it runs.
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1) // that task, long before the fallback
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * NO_FRAME_FALLBACK_MS)
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('behavior: a hidden tab, which draws no frame, still runs it after the fallback delay', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const run = vi.fn()
    afterNextPaint(run)
    vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('behavior: cancelled, it never runs', () => {
    const run = vi.fn()
    afterNextPaint(run)()
    vi.advanceTimersByTime(10 * NO_FRAME_FALLBACK_MS)
    expect(run).not.toHaveBeenCalled()
  })
})

function Probe({ now, paintKey }: { now: boolean; paintKey?: string }) {
  return <p>{usePainted(now, paintKey) ? 'painted' : 'first frame'}</p>
}

describe('usePainted', () => {
  test('behavior: false in the first render, true once it has been painted', () => {
    render(<Probe now={false} />)
    expect(screen.getByText('first frame')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS))
    expect(screen.getByText('painted')).toBeTruthy()
  })

  test('behavior: true from the start when told so (nothing to wait for)', () => {
    render(<Probe now />)
    expect(screen.getByText('painted')).toBeTruthy()
  })

  test('behavior: with a key, false again in the render where the key changes, until that render is painted', () => {
    const { rerender } = render(<Probe now paintKey="a" />)
    expect(screen.getByText('painted')).toBeTruthy()
    rerender(<Probe now paintKey="b" />)
    expect(screen.getByText('first frame')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS))
    expect(screen.getByText('painted')).toBeTruthy()
  })

  test('behavior: unmounted before its frame, it schedules nothing more', () => {
    const { unmount } = render(<Probe now={false} />)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

function Loaded({
  loaded,
  load,
  onError,
}: {
  loaded: () => string | undefined
  load?: () => Promise<string>
  onError?: (err: unknown) => void
}) {
  return <p>{useLoadedAfterPaint(loaded, load, onError) ?? 'not yet'}</p>
}

describe('useLoadedAfterPaint', () => {
  test('behavior: already loaded, the value is in the first render and nothing loads', () => {
    const load = vi.fn(async () => 'loaded')
    render(<Loaded loaded={() => 'here'} load={load} />)
    expect(screen.getByText('here')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS))
    expect(load).not.toHaveBeenCalled()
  })

  test('behavior: not loaded, the view is drawn first, the load starts after that frame, then the value shows', async () => {
    const load = vi.fn(async () => 'loaded')
    render(<Loaded loaded={() => undefined} load={load} />)
    expect(screen.getByText('not yet')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(NO_FRAME_FALLBACK_MS))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  test('behavior: without a loader nothing loads; a failed load is reported and leaves the view as it was', async () => {
    render(<Loaded loaded={() => 'never read'} />)
    expect(screen.getByText('not yet')).toBeTruthy()
    cleanup()
    const onError = vi.fn()
    render(<Loaded loaded={() => undefined} load={() => Promise.reject(new Error('chunk failed'))} onError={onError} />)
    await act(() => vi.advanceTimersByTimeAsync(NO_FRAME_FALLBACK_MS))
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'))
    expect(screen.getByText('not yet')).toBeTruthy()
  })

  test('behavior: unmounted before its frame, it never loads', () => {
    const load = vi.fn(async () => 'loaded')
    const { unmount } = render(<Loaded loaded={() => undefined} load={load} />)
    unmount()
    act(() => void vi.advanceTimersByTime(10 * NO_FRAME_FALLBACK_MS))
    expect(load).not.toHaveBeenCalled()
  })
})
