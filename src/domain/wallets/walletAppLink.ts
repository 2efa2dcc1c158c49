/** A connected wallet's own app, as its session names it: where "Open {wallet} to confirm" links. */
export type WalletAppLink = { readonly name: string; readonly href: string }

/** Schemes that run or read something in the page rather than open an app: never a wallet's link. */
const NOT_AN_APP = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'http:', 'wc:'])

/** `value` as a link to an app: an https link or an app's own scheme (`rainbow://`), else undefined. */
function appHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  try {
    const url = new URL(value)
    return NOT_AN_APP.has(url.protocol) ? undefined : url.href
  } catch {
    return undefined
  }
}

/**
 * The app link a wallet gives of itself in a WalletConnect session's peer metadata (`name`, `redirect.universal`,
 * `redirect.native`): its universal (https) link where it has one, which opens the app where it is installed, else
 * its native one. Undefined without a name or a usable link (a script or data URL is never one). Never throws.
 * @example peerAppLink({ name: 'Rainbow', redirect: { native: 'rainbow://' } }) // { name: 'Rainbow', href: 'rainbow://' }
 */
export function peerAppLink(metadata: unknown): WalletAppLink | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined
  const { name, redirect } = metadata as { name?: unknown; redirect?: unknown }
  if (typeof name !== 'string' || name.trim() === '' || typeof redirect !== 'object' || redirect === null)
    return undefined
  const { universal, native } = redirect as { universal?: unknown; native?: unknown }
  const https = appHref(universal)
  const href = https?.startsWith('https:') ? https : appHref(native)
  return href ? { name: name.trim(), href } : undefined
}
