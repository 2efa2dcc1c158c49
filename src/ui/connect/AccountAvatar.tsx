import { useState } from 'react'
import { addressAvatar } from './addressAvatar'

/** Below this size two letters would be a smudge: the gradient alone is drawn. */
const MONOGRAM_MIN_SIZE = 40

/** The first two hex digits after 0x, e.g. "F3": tells accounts apart at a glance on the larger avatars. */
function monogram(address: string): string {
  return address.slice(2, 4).toUpperCase()
}

export type AccountAvatarProps = {
  address: string
  imageUrl?: string | null | undefined
  size: number
  /** A pending transaction: a spinning ring around the avatar (product rules: "Transaction status"). */
  pending?: boolean
}

/**
 * The ENS avatar, or a gradient derived from the address; decorative (the name is always written next to it). Not
 * lazy: it is drawn in view (the header, the account modal), where lazy loading only waits for layout to say so.
 */
export function AccountAvatar({ address, imageUrl, size, pending = false }: AccountAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = !!imageUrl && failed !== imageUrl
  return (
    <span
      className="cs-avatar"
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-pending={pending || undefined}
    >
      {showImage ? (
        <img src={imageUrl} alt="" width={size} height={size} onError={() => setFailed(imageUrl)} />
      ) : (
        <span className="cs-avatar-generated" style={{ ...addressAvatar(address), fontSize: size * 0.34 }}>
          {size >= MONOGRAM_MIN_SIZE ? monogram(address) : null}
        </span>
      )}
      {pending && <span className="cs-avatar-pending" />}
    </span>
  )
}
