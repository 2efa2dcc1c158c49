// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** An Image that records what it was asked to load and decode; `fail` makes decode() reject. */
function stubImage(fail = false) {
  const sources: string[] = []
  let decodes = 0
  class FakeImage {
    set src(url: string) {
      sources.push(url)
    }
    decode(): Promise<void> {
      decodes++
      return fail ? Promise.reject(new Error('EncodingError: cannot decode')) : Promise.resolve()
    }
  }
  vi.stubGlobal('Image', FakeImage)
  return { sources, decodes: () => decodes }
}

const load = async () => (await import('../../src/ui/decodeImages')).decodeImages

describe('decodeImages', () => {
  test('behavior: each data: image is loaded and decoded once, however often it is asked for', async () => {
    const images = stubImage()
    const decodeImages = await load()
    decodeImages(['data:image/svg+xml,a', 'data:image/png;base64,AA==', 'data:image/svg+xml,a'])
    decodeImages(['data:image/svg+xml,a'])
    expect(images.sources).toEqual(['data:image/svg+xml,a', 'data:image/png;base64,AA=='])
    expect(images.decodes()).toBe(2)
  })

  test('behavior: nothing is fetched from elsewhere (an http icon waits for the view that shows it)', async () => {
    const images = stubImage()
    const decodeImages = await load()
    decodeImages(['https://wallet.example/icon.svg', '/icon.svg', 'javascript:alert(1)', 'data:text/html,<b>x</b>'])
    expect(images.sources).toEqual([])
  })

  test('behavior: an image that fails to decode is ignored, with no unhandled rejection', async () => {
    const images = stubImage(true)
    const decodeImages = await load()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      decodeImages(['data:image/svg+xml,broken'])
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(images.decodes()).toBe(1)
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
