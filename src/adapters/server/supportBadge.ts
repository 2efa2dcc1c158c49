import { textOn as textOnAccent } from './creatorCard/creatorCardLayout'
import { escapeMarkup } from '../../domain/shared/escapeMarkup'
import type { GoalSummary } from './goalSummary'

const HEIGHT = 28
const FONT_SIZE = 13
/** An average advance of the badge's sans-serif at 13 px; the text is fitted to the width this gives (textLength). */
const CHARACTER_WIDTH = 7.4
const PADDING = 12
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
/** The goal's half: white on a dark grey whatever the accent, its bar along the bottom in the accent. */
const GOAL_BACKGROUND = '#24292f'
const BAR_HEIGHT = 4
const RADIUS = 6

const widthOf = (text: string) => Math.ceil(Array.from(text).length * CHARACTER_WIDTH)

function label(x: number, width: number, fill: string, text: string): string {
  return `<text x="${x}" y="${HEIGHT / 2}" dominant-baseline="central" fill="${fill}" font-family="${FONT}" font-size="${FONT_SIZE}" font-weight="600" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeMarkup(text)}</text>`
}

/**
 * The badge a creator puts on their own site: "Support {name} on Creators Studio" in white on their accent colour and,
 * when they set a goal, the goal's line beside it with a bar of how far it is. Every text is escaped; each is
 * squeezed or stretched to the width its length gives, so a wide script never overflows.
 * @example supportBadge('Alice', '#0b66e4') // '<svg xmlns=... aria-label="Support Alice on Creators Studio">...'
 */
export function supportBadge(name: string, accent: string, goal?: GoalSummary | undefined): string {
  const text = `Support ${name} on Creators Studio`
  const textWidth = widthOf(text)
  const first = textWidth + 2 * PADDING
  const goalWidth = goal ? widthOf(goal.line) : 0
  const width = goal ? first + goalWidth + 2 * PADDING : first
  const said = escapeMarkup(goal ? `${text}. Goal ${goal.line}` : text)
  // The bar stops short of the rounded corner at the end.
  const fill = Math.round(((goalWidth + 2 * PADDING - RADIUS) * Math.min(goal?.percent ?? 0, 100)) / 100)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${said}">`,
    `<title>${said}</title>`,
    `<rect width="${width}" height="${HEIGHT}" rx="${RADIUS}" fill="${escapeMarkup(accent)}"/>`,
    goal
      ? `<rect x="${first}" width="${width - first}" height="${HEIGHT}" rx="${RADIUS}" fill="${GOAL_BACKGROUND}"/><rect x="${first}" width="${RADIUS}" height="${HEIGHT}" fill="${GOAL_BACKGROUND}"/>`
      : '',
    goal
      ? `<rect x="${first}" y="${HEIGHT - BAR_HEIGHT}" width="${fill}" height="${BAR_HEIGHT}" fill="${escapeMarkup(accent)}"/>`
      : '',
    label(PADDING, textWidth, textOnAccent(accent), text),
    goal ? label(first + PADDING, goalWidth, '#ffffff', goal.line) : '',
    '</svg>',
  ].join('')
}
