/** What a creator's card shows; two cards that show the same thing are the same image. */
export type CreatorCard = {
  /** The display name, or the short address when the creator has no profile. */
  readonly name: string
  /** The address as `0x1234…abcd`. */
  readonly shortAddress: string
  /** `#rrggbb`: the profile's accent colour, or the app's own. */
  readonly accent: string
}

/** Text the card draws, at the weight it is drawn in. */
export type CardTextRun = { readonly text: string; readonly weight: 400 | 700 }

/** A satori node: the subset of a React element satori reads (type, props, children). */
export type CardNode = {
  type: string
  props: { style?: Record<string, string | number>; children?: CardNode | string | (CardNode | string)[] }
}

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** The app's accent (the theme's --cs-accent) for a creator who never chose one. */
export const DEFAULT_ACCENT = '#0b66e4'

const node = (type: string, style: CardNode['props']['style'], children?: CardNode['props']['children']): CardNode => ({
  type,
  props: { style, children },
})

const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u

/**
 * The direction a text reads in, taken from its first letter as `dir="auto"` takes it from the first strong character.
 * @example textDirection('שרה Cohen') // 'rtl'
 */
function textDirection(text: string): 'ltr' | 'rtl' {
  const first = /\p{L}/u.exec(text)?.[0]
  return first !== undefined && RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr'
}

/**
 * The text a card draws, each piece with its weight: what the fonts must cover.
 * @example cardTextRuns(creatorCardLayout(card)) // [{ text: 'Alice', weight: 700 }, { text: '0x12…cdef', weight: 400 }, …]
 */
export function cardTextRuns(root: CardNode, inherited: CardTextRun['weight'] = 400): CardTextRun[] {
  const own = root.props.style?.fontWeight
  const weight = own === 700 || own === 400 ? own : inherited
  const children = root.props.children === undefined ? [] : [root.props.children].flat()
  return children.flatMap((child) =>
    typeof child === 'string' ? [{ text: child, weight }] : cardTextRuns(child, weight),
  )
}

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
        {
          display: 'block',
          // An Arabic or Hebrew name starts at the right and its words run leftwards.
          direction: textDirection(card.name),
          fontSize: 84,
          fontWeight: 700,
          // Room above the line for Thai and Vietnamese marks stacked on a letter, which the clip would cut.
          lineHeight: 1.3,
          lineClamp: 2,
          overflow: 'hidden',
        },
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
    },
    [panel, foot],
  )
}
