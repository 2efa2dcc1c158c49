import type { ReactNode } from 'react'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { cardEmoji } from './cardEmoji'
import { CARD_HEIGHT, CARD_WIDTH, type CreatorCard, cardTextRuns, creatorCardLayout } from './creatorCardLayout'
import { cardFonts } from './cardFonts'

/** Draws a creator's card as a PNG of CARD_WIDTH x CARD_HEIGHT. */
export type CardRenderer = (card: CreatorCard) => Promise<Uint8Array>

// satori turns the text into paths, so resvg needs no font: reading the system's fonts cost ~15 ms a card.
const RASTER = { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } } as const

/**
 * The card renderer: satori lays the card out as SVG, resvg rasterises it (no browser) on libuv's thread pool, so the
 * longer half of a drawing does not hold up other requests. Each card reads only the font slices its text needs
 * (kept for the next card); satori asks for the emoji it finds no glyph for, and gets Twemoji's pictures.
 * This module is heavy (satori, resvg's native binding): load it with `import()` where a card is asked for.
 * @example const render = await createCardRenderer(); const png = await render({ name, shortAddress, accent })
 */
export async function createCardRenderer(): Promise<CardRenderer> {
  const fonts = cardFonts()
  const emoji = cardEmoji()
  return async (card) => {
    const layout = creatorCardLayout(card)
    const svg = await satori(layout as unknown as ReactNode, {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // satori looks a character up in these fonts in this order: the order cardFonts chose.
      fonts: await fonts.fontsFor(cardTextRuns(layout)),
      loadAdditionalAsset: async (code, segment) => (code === 'emoji' && (await emoji(segment))) || [],
    })
    return (await renderAsync(svg, RASTER)).asPng()
  }
}
