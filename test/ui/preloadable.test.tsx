// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { preloadable } from '../../src/ui/preloadable'

afterEach(cleanup)

const Hello = ({ who }: { who: string }) => <p>hello {who}</p>

describe('preloadable', () => {
  test('default: loads once (calls share the load), then the component is there to render at once', async () => {
    let loads = 0
    const view = preloadable(async () => ((loads += 1), Hello))
    expect(view.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([view.load(), view.load()])
    expect(a).toBe(Hello)
    expect(b).toBe(Hello)
    expect(loads).toBe(1)
    const Loaded = view.loaded()!
    render(<Loaded who="now" />)
    expect(screen.getByText('hello now')).toBeTruthy() // no Suspense round
  })

  test('behavior: before loading, Lazy suspends and then shows the component', async () => {
    const view = preloadable(async () => Hello)
    render(
      <Suspense fallback={<p>loading</p>}>
        <view.Lazy who="later" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('hello later')).toBeTruthy()
    expect(view.loaded()).toBe(Hello)
  })

  test('behavior: a failed load is tried again on the next call', async () => {
    let attempt = 0
    const view = preloadable(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('chunk missing')
      return Hello
    })
    await expect(view.load()).rejects.toThrow('chunk missing')
    expect(view.loaded()).toBeUndefined()
    expect(await view.load()).toBe(Hello)
  })

  test('behavior: a load after a failure comes with a new Lazy that tries again (React.lazy keeps failures)', async () => {
    let attempt = 0
    const view = preloadable(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('chunk missing')
      return Hello
    })
    const first = view.Lazy
    await expect(view.load()).rejects.toThrow('chunk missing')
    expect(view.Lazy).toBe(first) // views re-rendered meanwhile keep the failed one (no retry loop)
    void view.load()
    expect(view.Lazy).not.toBe(first)
    render(
      <Suspense fallback={<p>loading</p>}>
        <view.Lazy who="again" />
      </Suspense>,
    )
    expect(await screen.findByText('hello again')).toBeTruthy()
  })
})
