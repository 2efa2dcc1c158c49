import { use } from 'react'
import {
  type DeepLinkWallet,
  INITIAL_MOBILE_DEEP_LINK,
  mobileDeepLink,
  type MobileDeepLinkEvent,
  type MobileDeepLinkState,
  type MobileDeepLinkWiring,
} from '../../domain/connection/mobileDeepLink'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useMachine } from '../hooks/useMachine'
import { loadedValues } from '../loadedValues'
import { useServices } from '../servicesContext'
import { mobileStoreLink } from './mobileStoreLink'

const wirings = loadedValues<MobileDeepLinkWiring>()

/** Loads the deep-link wiring ahead of the sheet (one promise per loader), so the sheet need not suspend for it. */
export const prefetchMobileDeepLink = wirings.load

const INERT: MobileDeepLinkWiring = {
  handlers: { preparePairing: () => {}, openLink: () => {}, connect: () => {}, wait: () => {} },
}

export type MobileDeepLink = {
  state: MobileDeepLinkState
  send(event: MobileDeepLinkEvent): void
  /** The wallet as the deep-link flow takes it; undefined for a wallet that connects otherwise (or no flow here). */
  deepLinkWallet(option: WalletOption): DeepLinkWallet | undefined
}

/**
 * The phone sheet's deep-link machine (its wiring loads with the connect modal: the first render suspends on it). A
 * WalletConnect wallet with a mobile link goes through it; the link of a tap is followed inside the tap's handler.
 */
export function useMobileDeepLink(): MobileDeepLink {
  const load = useServices().mobileDeepLink
  // `use` on every render, loaded or not (loadedValues): a suspended first render replays to the same hooks.
  const wiring = load ? use(wirings.load(load)) : INERT
  const [state, send] = useMachine(mobileDeepLink, INITIAL_MOBILE_DEEP_LINK, wiring)
  return {
    state,
    send,
    deepLinkWallet: (option) => {
      const link = option.mobileLink
      if (!load || !link || !option.ready) return undefined
      return { id: option.id, name: option.name, link, storeUrl: mobileStoreLink(option) }
    },
  }
}
