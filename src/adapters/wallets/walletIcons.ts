/** An inline SVG as a data URI: no request until the <img loading="lazy"> needs it, nothing to host. */
function svg(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${body}</svg>`)}`
}

/** Small stand-in marks in each wallet's colours (a few hundred bytes each). */
export const WALLET_ICONS = {
  injected: svg(
    '<rect width="28" height="28" fill="#fff"/><rect x="5" y="8" width="18" height="13" rx="3" fill="#8a93a0"/><rect x="15" y="12" width="8" height="5" rx="2" fill="#fff"/>',
  ),
  rainbow: svg(
    '<rect width="28" height="28" fill="#0c2f78"/><g fill="none" stroke-width="3"><path d="M5 23a18 18 0 0 1 18-18" stroke="#ff4000"/><path d="M5 23a14 14 0 0 1 14-14" stroke="#ffd014"/><path d="M5 23a10 10 0 0 1 10-10" stroke="#00aa45"/><path d="M5 23a6 6 0 0 1 6-6" stroke="#01dafc"/></g>',
  ),
  coinbase: svg(
    '<rect width="28" height="28" fill="#2c5ff6"/><circle cx="14" cy="14" r="9" fill="#fff"/><rect x="11" y="11" width="6" height="6" rx="1" fill="#2c5ff6"/>',
  ),
  metaMask: svg(
    '<rect width="28" height="28" fill="#fff"/><path d="M5 6l8 6-2 7 3 3 3-3-2-7 8-6-2 10 1 5-5 2h-6l-5-2 1-5z" fill="#f6851a"/>',
  ),
  walletConnect: svg(
    '<rect width="28" height="28" fill="#3b99fc"/><path d="M8 12a9 9 0 0 1 12 0l-1.5 1.5a7 7 0 0 0-9 0zm-2 3l2-2 3 3 3-3 3 3 3-3 2 2-5 5-3-3-3 3z" fill="#fff"/>',
  ),
  brave: svg('<rect width="28" height="28" fill="#fff"/><path d="M8 6h12l3 4-2 9-7 5-7-5-2-9z" fill="#fb542b"/>'),
} as const
