import { type CardNode, creatorCardLayout } from '../../../../src/adapters/server/creatorCard/creatorCardLayout'

/** The direction the card gives its name box. */
export function nameDirection(name: string): unknown {
  const find = (node: CardNode): CardNode | undefined =>
    node.props.children === name
      ? node
      : [node.props.children ?? []]
          .flat()
          .filter((child): child is CardNode => typeof child !== 'string')
          .map(find)
          .find(Boolean)
  return find(creatorCardLayout({ name, shortAddress: '0xf39F…2266', accent: '#0b66e4' }))?.props.style?.direction
}
