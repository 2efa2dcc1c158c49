/** What a creator's card shows; two cards that show the same thing are the same image. */
export type CreatorCard = {
  /** The display name, or the short address when the creator has no profile. */
  readonly name: string
  /** The address as `0x1234…abcd`. */
  readonly shortAddress: string
  /** `#rrggbb`: the profile's accent colour, or the app's own. */
  readonly accent: string
}

/** A satori node: the subset of a React element satori reads (type, props, children). */
export type CardNode = {
  type: string
  props: { style?: Record<string, string | number>; children?: CardNode | string | (CardNode | string)[] }
}

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** The app's accent (the theme's --cs-accent) for a creator who never chose one. */
export const DEFAULT_ACCENT = '#0b66e4'
export const CARD_FONT_FAMILY = 'Inter'

const node = (type: string, style: CardNode['props']['style'], children?: CardNode['props']['children']): CardNode => ({
  type,
  props: { style, children },
})

/**
 * Dark text on a light accent, white on a dark one (relative luminance, WCAG's formula, threshold where the two
 * contrasts are equal).
 */
export function textOn(accent: string): string {
  const channel = (hex: string): number => {
    const c = Number.parseInt(hex, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = [accent.slice(1, 3), accent.slice(3, 5), accent.slice(5, 7)].map(channel) as [
    number,
    number,
    number,
  ]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance > 0.179 ? '#1a1b1f' : '#ffffff'
}

/**
 * The card as satori draws it: the accent fills the picture, a white panel carries the name (at most two lines, then
 * an ellipsis) and the short address, and the app's name runs along the foot.
 */
export function creatorCardLayout(card: CreatorCard): CardNode {
  const foreground = textOn(card.accent)
  const panel = node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 28,
      flexGrow: 1,
      minHeight: 0,
      padding: '56px 64px',
      borderRadius: 40,
      backgroundColor: '#ffffff',
      color: '#1a1b1f',
    },
    [
      node(
        'div',
        { display: 'block', fontSize: 84, fontWeight: 700, lineHeight: 1.1, lineClamp: 2, overflow: 'hidden' },
        card.name,
      ),
      node('div', { display: 'flex', fontSize: 40, fontWeight: 400, color: '#5b5e66' }, card.shortAddress),
    ],
  )
  const foot = node(
    'div',
    { display: 'flex', flexShrink: 0, height: 44, fontSize: 36, fontWeight: 700, color: foreground },
    'Creators Studio',
  )
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      gap: 36,
      width: '100%',
      height: '100%',
      padding: 56,
      boxSizing: 'border-box',
      backgroundColor: card.accent,
      fontFamily: CARD_FONT_FAMILY,
    },
    [panel, foot],
  )
}
