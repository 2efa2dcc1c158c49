/** A wallet's logo on its background colour, lazily loaded; decorative (the name is written next to it). */
export function WalletIcon({
  url,
  background,
  size,
  radius = 6,
}: {
  url: string
  background?: string | undefined
  size: number
  radius?: number
}) {
  return (
    <img
      className="cs-wallet-icon"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size, background, borderRadius: radius }}
    />
  )
}
