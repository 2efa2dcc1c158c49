import { textOn as textOnAccent } from './creatorCard/creatorCardLayout'
import { escapeMarkup } from '../../domain/shared/escapeMarkup'

const HEIGHT = 28
const FONT_SIZE = 13
/** An average advance of the badge's sans-serif at 13 px; the text is fitted to the width this gives (textLength). */
const CHARACTER_WIDTH = 7.4
const PADDING = 12

/**
 * The badge a creator puts on their own site: "Support {name} on Creators Studio" in white on their accent colour. The
 * name is escaped; the text is squeezed or stretched to the width its length gives, so a wide script never overflows.
 * @example supportBadge('Alice', '#0b66e4') // '<svg xmlns=... aria-label="Support Alice on Creators Studio">...'
 */
export function supportBadge(name: string, accent: string): string {
  const text = `Support ${name} on Creators Studio`
  const textWidth = Math.ceil(Array.from(text).length * CHARACTER_WIDTH)
  const width = textWidth + 2 * PADDING
  const label = escapeMarkup(text)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${width}" height="${HEIGHT}" rx="6" fill="${escapeMarkup(accent)}"/>`,
    `<text x="${PADDING}" y="${HEIGHT / 2}" dominant-baseline="central" fill="${textOnAccent(accent)}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${FONT_SIZE}" font-weight="600" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${label}</text>`,
    '</svg>',
  ].join('')
}
