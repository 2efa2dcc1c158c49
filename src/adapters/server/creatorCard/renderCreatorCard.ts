import type { ReactNode } from 'react'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { CARD_HEIGHT, CARD_WIDTH, type CreatorCard, creatorCardLayout } from './creatorCardLayout'
import { loadCardFonts } from './loadCardFonts'

/** Draws a creator's card as a PNG of CARD_WIDTH x CARD_HEIGHT. */
export type CardRenderer = (card: CreatorCard) => Promise<Uint8Array>

// satori turns the text into paths, so resvg needs no font: reading the system's fonts cost ~15 ms a card.
const RASTER = { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } } as const

/**
 * The card renderer: satori lays the card out as SVG, resvg rasterises it (no browser) on libuv's thread pool, so the
 * longer half of a drawing does not hold up other requests. The fonts are read once, here.
 * This module is heavy (satori, resvg's native binding, the fonts): load it with `import()` where a card is asked for.
 * @example const render = await createCardRenderer(); const png = await render({ name, shortAddress, accent })
 */
export async function createCardRenderer(): Promise<CardRenderer> {
  const fonts = await loadCardFonts()
  return async (card) => {
    const svg = await satori(creatorCardLayout(card) as unknown as ReactNode, {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
    })
    return (await renderAsync(svg, RASTER)).asPng()
  }
}
