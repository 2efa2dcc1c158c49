import { cardVersion } from '../pagePreview'
import type { CreatorCard } from './creatorCardLayout'
import type { CardRenderer } from './renderCreatorCard'

/** Creators' cards as PNG, drawn once per thing they show. */
export type CardImages = {
  /** The ETag of the card (known without drawing it, so a revalidation costs no drawing). */
  etag(card: CreatorCard): string
  /** The card's PNG: from memory when it was drawn before, else drawn now (once, however many ask at the same time). */
  png(card: CreatorCard): Promise<Uint8Array>
}

export type CardImagesOptions = {
  /** Loads the renderer on the first card asked for; satori and resvg by default, imported only then. */
  loadRenderer?: (() => Promise<CardRenderer>) | undefined
  /** How many cards stay in memory (the least recently asked for goes first): about 35 KiB each. */
  maxEntries?: number | undefined
}

const loadDefaultRenderer = async (): Promise<CardRenderer> =>
  (await import('./renderCreatorCard')).createCardRenderer()

/**
 * The card cache: keyed by what a card shows (its name, short address and accent), so a changed profile is a new key
 * and never a stale picture; bounded by `maxEntries`. A drawing that fails is not kept, so the next request tries again.
 */
export function cardImages({
  loadRenderer = loadDefaultRenderer,
  maxEntries = 256,
}: CardImagesOptions = {}): CardImages {
  let renderer: Promise<CardRenderer> | undefined
  const drawn = new Map<string, Promise<Uint8Array>>()
  const draw = async (card: CreatorCard): Promise<Uint8Array> => {
    renderer ??= loadRenderer().catch((err: unknown) => {
      renderer = undefined
      throw err
    })
    return (await renderer)(card)
  }
  return {
    etag: (card) => `"${cardVersion(card)}"`,
    png(card) {
      const key = cardVersion(card)
      const cached = drawn.get(key)
      if (cached) {
        drawn.delete(key)
        drawn.set(key, cached)
        return cached
      }
      const png = draw(card)
      drawn.set(key, png)
      png.catch(() => {
        if (drawn.get(key) === png) drawn.delete(key)
      })
      for (const oldest of drawn.keys()) {
        if (drawn.size <= maxEntries) break
        drawn.delete(oldest)
      }
      return png
    },
  }
}
