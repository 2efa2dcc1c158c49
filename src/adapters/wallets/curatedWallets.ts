import type { WalletOption } from '../../domain/wallets/walletOption'
import { WALLET_ICONS } from './walletIcons'
import {
  COINBASE_EXTENSION,
  COINBASE_QR,
  METAMASK_EXTENSION,
  METAMASK_QR,
  RAINBOW_EXTENSION,
  RAINBOW_QR,
} from './walletInstructions'

/** The injected-provider flag that identifies a wallet in window.ethereum (MetaMask: the genuine-MetaMask rule). */
export type InjectedFlag = 'isRainbow' | 'isCoinbaseWallet' | 'isMetaMask' | 'isBraveWallet'

/**
 * A wallet of the curated list: its static WalletOption fields plus how to recognise it (EIP-6963 rdns, injected
 * flag) and how it connects when not installed. `ready`, `installed` and the QR fields are decided by the directory.
 */
export type CuratedWallet = Omit<
  WalletOption,
  'ready' | 'installed' | 'recent' | 'hasQrCode' | 'desktopLink' | 'mobileLink' | 'unavailableReason'
> & {
  /** Further EIP-6963 rdns values that identify the wallet (older or alternative ids). */
  rdnsAliases?: readonly string[] | undefined
  flag?: InjectedFlag | undefined
  /** When no provider is installed: pair over WalletConnect (needs a project id), the Coinbase SDK, or nothing. */
  fallback: 'walletConnect' | 'coinbaseSdk' | 'none'
  /** The wallet's universal link for a WalletConnect pairing uri (iOS and desktop; Android takes the raw uri). */
  mobileLinkTemplate?: ((uri: string) => string) | undefined
}

/** product rules: "Popular wallets": the "Popular" group. */
const POPULAR = { groupName: 'Popular', groupIndex: 1 } as const

/**
 * product rules: "Popular wallets": the curated wallets, group "Popular", in display order: injected, Rainbow,
 * Coinbase, MetaMask, WalletConnect, Brave.
 */
export const CURATED_WALLETS: readonly CuratedWallet[] = [
  {
    id: 'injected',
    name: 'Browser Wallet',
    ...POPULAR,
    fallback: 'none',
    iconUrl: WALLET_ICONS.injected,
    iconBackground: '#fff',
    iconAccent: '#8a93a0',
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    rdnsAliases: ['io.rainbow'],
    flag: 'isRainbow',
    ...POPULAR,
    iconUrl: WALLET_ICONS.rainbow,
    iconBackground: '#0c2f78',
    iconAccent: '#0c2f78',
    fallback: 'walletConnect',
    mobileLinkTemplate: (uri) => `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      brave: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/rainbow/cpojfbodiccabbabgimdeohkkpjfpbnf',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/rainbow-extension/',
      browserExtension: 'https://rainbow.me/extension?utm_source=rainbowkit',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021?pt=119997837&ct=rainbowkit&mt=8',
      android:
        'https://play.google.com/store/apps/details?id=me.rainbow&referrer=utm_source%3Drainbowkit&utm_source=rainbowkit',
      mobile: 'https://rainbow.download?utm_source=rainbowkit',
      qrCode: 'https://rainbow.download?utm_source=rainbowkit&utm_medium=qrcode',
    },
    qrCode: { instructions: RAINBOW_QR },
    extension: { instructions: RAINBOW_EXTENSION },
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    shortName: 'Coinbase',
    rdns: 'com.coinbase.wallet',
    flag: 'isCoinbaseWallet',
    ...POPULAR,
    iconUrl: WALLET_ICONS.coinbase,
    iconBackground: '#2c5ff6',
    iconAccent: '#2c5ff6',
    fallback: 'coinbaseSdk',
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      brave: 'https://chrome.google.com/webstore/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://coinbase.com/wallet',
      ios: 'https://apps.apple.com/us/app/coinbase-wallet-store-crypto/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      mobile: 'https://coinbase.com/wallet/downloads',
      qrCode: 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250',
    },
    qrCode: { instructions: COINBASE_QR },
    extension: { instructions: COINBASE_EXTENSION },
  },
  {
    id: 'metaMask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    flag: 'isMetaMask',
    ...POPULAR,
    iconUrl: WALLET_ICONS.metaMask,
    iconBackground: '#fff',
    iconAccent: '#f6851a',
    fallback: 'walletConnect',
    mobileLinkTemplate: (uri) => `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      brave: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask',
      browserExtension: 'https://metamask.io/download',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
    },
    qrCode: { instructions: METAMASK_QR },
    extension: { instructions: METAMASK_EXTENSION },
  },
  {
    id: 'walletConnect',
    name: 'WalletConnect',
    ...POPULAR,
    fallback: 'walletConnect',
    mobileLinkTemplate: (uri) => uri,
    iconUrl: WALLET_ICONS.walletConnect,
    iconBackground: '#3b99fc',
    iconAccent: '#3b99fc',
  },
  {
    // Brave Wallet ships with the Brave browser: no extension to offer elsewhere (as RainbowKit), only the apps.
    id: 'brave',
    name: 'Brave Wallet',
    shortName: 'Brave',
    rdns: 'com.brave.wallet',
    flag: 'isBraveWallet',
    ...POPULAR,
    fallback: 'none',
    iconUrl: WALLET_ICONS.brave,
    iconBackground: '#fff',
    iconAccent: '#fb542b',
    downloadUrls: {
      ios: 'https://apps.apple.com/app/brave-private-web-browser/id1052879175',
      android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
      mobile: 'https://brave.com/download/',
    },
  },
]
