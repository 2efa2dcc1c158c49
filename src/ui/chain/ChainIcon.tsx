import type { Chain } from '../../domain/chains/chain'
import { builtInChainIcon } from './chainIcons'

const FALLBACK_BACKGROUND = '#484c50'

/**
 * A chain's round icon on its iconBackground. Decorative (alt=""): the chain name is always written next to it. A chain
 * without an icon gets its initial. Not lazy: it is drawn in view (the header's chain button, the chain modal), where a
 * lazy image waits for layout to find it there and shows frames after the account it goes with.
 */
export function ChainIcon({
  chain,
  size = 28,
}: {
  chain: Pick<Chain, 'id' | 'name' | 'iconUrl' | 'iconBackground'>
  size?: number
}) {
  const src = chain.iconUrl ?? builtInChainIcon(chain.id)
  const style = {
    width: size,
    height: size,
    borderRadius: '50%',
    background: chain.iconBackground ?? FALLBACK_BACKGROUND,
    flex: 'none',
  }
  if (src) return <img src={src} alt="" width={size} height={size} decoding="async" style={style} />
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'inline-grid',
        placeItems: 'center',
        color: '#fff',
        fontSize: size / 2,
        fontWeight: 700,
      }}
    >
      {chain.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
