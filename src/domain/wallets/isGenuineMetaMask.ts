/** The boolean flags an injected EIP-1193 provider exposes (isMetaMask, isBraveWallet...), read as plain data. */
export type ProviderFlags = Readonly<Record<string, unknown>>

/**
 * Wallets that set `isMetaMask` to be compatible but are not MetaMask (after wagmi's and RainbowKit's list).
 * product rules: "Wallet visibility" names Brave, TokenPocket and Tokenary.
 */
export const METAMASK_IMPOSTOR_FLAGS: readonly string[] = [
  'isBraveWallet',
  'isTokenPocket',
  'isTokenary',
  'isApexWallet',
  'isAvalanche',
  'isBackpack',
  'isBifrost',
  'isBitKeep',
  'isBitski',
  'isBlockWallet',
  'isCoinbaseWallet',
  'isDawn',
  'isEnkrypt',
  'isExodus',
  'isFrame',
  'isFrontier',
  'isGamestop',
  'isHyperPay',
  'isImToken',
  'isKuCoinWallet',
  'isMathWallet',
  'isOkxWallet',
  'isOKExWallet',
  'isOneInchIOSWallet',
  'isOneInchAndroidWallet',
  'isOpera',
  'isPhantom',
  'isPortal',
  'isRabby',
  'isRainbow',
  'isStatus',
  'isTally',
  'isTrust',
  'isTrustWallet',
  'isXDEFI',
  'isZerion',
]

/**
 * product rules: "Wallet visibility": the MetaMask option counts as installed only for a genuine MetaMask provider.
 * @example isGenuineMetaMask({ isMetaMask: true, isBraveWallet: true }) === false
 */
export function isGenuineMetaMask(flags: ProviderFlags | null | undefined): boolean {
  if (!flags?.isMetaMask) return false
  return !METAMASK_IMPOSTOR_FLAGS.some((flag) => Boolean(flags[flag]))
}
