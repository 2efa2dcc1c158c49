import type { ReactNode } from 'react'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { CARD_HEIGHT, CARD_WIDTH, type CreatorCard, creatorCardLayout } from './creatorCardLayout'
import { loadCardFonts } from './loadCardFonts'

/** Draws a creator's card as a PNG of CARD_WIDTH x CARD_HEIGHT. */
export type CardRenderer = (card: CreatorCard) => Promise<Uint8Array>

/**
 * The card renderer: satori lays the card out as SVG, resvg rasterises it (no browser). The fonts are read once, here.
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
    return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } })
      .render()
      .asPng()
  }
}
