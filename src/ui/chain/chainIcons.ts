const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${body}</svg>`)}`

// The Ethereum diamond, white on the chain's iconBackground; Goerli shares it (as the wallets show it).
const ETHEREUM_DIAMOND = svg(
  '<g fill="#fff"><path fill-opacity=".6" d="M14 3.5 7.5 14.3l6.5 3.8 6.5-3.8z"/><path d="M14 3.5v14.6l6.5-3.8z"/>' +
    '<path fill-opacity=".6" d="m7.5 15.6 6.5 9.2 6.5-9.2-6.5 3.8z"/><path d="M14 19.4v5.4l6.5-9.2z"/></g>',
)

const ICONS: Readonly<Record<number, string>> = { 1: ETHEREUM_DIAMOND, 5: ETHEREUM_DIAMOND, 11155111: ETHEREUM_DIAMOND }

/** The built-in icon (a small inline SVG data URI) for a chain id, or undefined. */
export function builtInChainIcon(chainId: number): string | undefined {
  return ICONS[chainId]
}
