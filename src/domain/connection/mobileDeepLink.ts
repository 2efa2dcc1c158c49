import { assertNever } from '../shared/assertNever'
import type { MachineWiring } from '../shared/machine'
import { stay } from '../shared/machine'

/** A wallet that pairs through WalletConnect and has a mobile app, as the phone's sheet needs it. */
export type DeepLinkWallet = {
  id: string
  name: string
  /** The wallet app's link for a pairing uri. */
  link: (uri: string) => string
  /** The App Store or Play Store page for this phone, when known. */
  storeUrl?: string | undefined
}

/**
 * The one WalletConnect pairing the sheet prepares for every WalletConnect wallet. `round` numbers the pairings: the
 * reports of an earlier one (or of one made before the sheet closed) are stale.
 */
type DeepLinkPairing =
  | { status: 'idle'; round: number }
  | { status: 'preparing'; round: number }
  | { status: 'ready'; round: number; uri: string }
  | { status: 'unavailable'; round: number }

/**
 * The phone's deep-link flow (product rules: "Mobile connect"). `opened` numbers the links followed, so the timer of an
 * earlier one is stale. Steps: `choosing` the wallet row; `chosen` a wallet tapped before the pairing was ready (its
 * link needs a fresh tap); `opening` the link was followed, its timer runs; `away` the page was hidden after it (the
 * app opened); `didNotOpen` still visible when the timer ended; `waiting` visible again, the connection still pending;
 * `failed` the wallet rejected or the pairing ended (RETRY makes a fresh one).
 */
export type MobileDeepLinkState = { pairing: DeepLinkPairing; opened: number } & (
  | { step: 'choosing' }
  | { step: 'chosen' | 'failed'; wallet: DeepLinkWallet }
  | { step: 'opening' | 'away'; wallet: DeepLinkWallet; link: string }
  | { step: 'didNotOpen' | 'waiting'; wallet: DeepLinkWallet; link: string }
)

type DeepLinkStep = MobileDeepLinkState['step']

export const INITIAL_MOBILE_DEEP_LINK: MobileDeepLinkState = {
  pairing: { status: 'idle', round: 0 },
  opened: 0,
  step: 'choosing',
}

export type MobileDeepLinkEvent =
  | { type: 'sheetOpened' }
  | { type: 'sheetClosed' }
  | { type: 'pairingReady'; round: number; uri: string }
  /** The pairing was approved, rejected or expired: the sheet makes a fresh one. */
  | { type: 'pairingEnded'; round: number }
  /** No pairing can be made (WalletConnect not configured, its SDK failed to load). */
  | { type: 'pairingFailed'; round: number }
  | { type: 'walletTapped'; wallet: DeepLinkWallet }
  /** "Open {wallet}": a fresh tap on the same pairing. */
  | { type: 'openTapped' }
  | { type: 'linkTimedOut'; attempt: number }
  /** `visibilitychange` to hidden, or `pagehide`. */
  | { type: 'pageHidden' }
  | { type: 'pageShown' }
  | { type: 'connectionFailed'; walletId: string }
  | { type: 'retried' }
  | { type: 'cancelled' }

export type MobileDeepLinkEffect =
  | { type: 'preparePairing'; round: number }
  /** Followed at once, inside the tap that produced it. */
  | { type: 'openLink'; url: string; name: string }
  | { type: 'connect'; walletId: string }
  /** A short while, then `linkTimedOut` for this attempt. */
  | { type: 'wait'; attempt: number }

export type MobileDeepLinkWiring = MachineWiring<MobileDeepLinkEvent, MobileDeepLinkEffect>

type Result = readonly [MobileDeepLinkState, readonly MobileDeepLinkEffect[]]

const PENDING_STEPS: readonly DeepLinkStep[] = ['chosen', 'opening', 'away', 'didNotOpen', 'waiting']

/**
 * The phone's deep-link machine: the pairing is made when the sheet opens and renewed when it ends, so a tap on a
 * wallet follows its link at once (`openLink` comes first among the tap's effects). An event that does not apply
 * returns the same state reference.
 * @example mobileDeepLink(INITIAL_MOBILE_DEEP_LINK, { type: 'sheetOpened' }) // preparing, [preparePairing]
 */
export function mobileDeepLink(state: MobileDeepLinkState, event: MobileDeepLinkEvent): Result {
  const { pairing } = state
  switch (event.type) {
    case 'sheetOpened':
      return pairing.status === 'idle' || pairing.status === 'unavailable' ? prepare(state) : stay(state)
    case 'sheetClosed':
      return pairing.status === 'idle' && state.step === 'choosing'
        ? stay(state)
        : [
            {
              ...INITIAL_MOBILE_DEEP_LINK,
              pairing: { status: 'idle', round: pairing.round + 1 },
              opened: state.opened,
            },
            [],
          ]
    case 'pairingReady':
      return pairing.status === 'preparing' && pairing.round === event.round
        ? [{ ...state, pairing: { status: 'ready', round: pairing.round, uri: event.uri } }, []]
        : stay(state)
    case 'pairingEnded': {
      if (pairing.round !== event.round || (pairing.status !== 'ready' && pairing.status !== 'preparing'))
        return stay(state)
      // A link made from the ended pairing is dead: the visitor retries on a fresh one.
      const [next, effects] = prepare(state)
      return 'link' in state ? [{ ...next, step: 'failed', wallet: state.wallet }, effects] : [next, effects]
    }
    case 'pairingFailed':
      return pairing.round === event.round && pairing.status === 'preparing'
        ? [{ ...state, pairing: { status: 'unavailable', round: pairing.round } }, []]
        : stay(state)
    case 'walletTapped':
      return tap(state, event.wallet)
    case 'openTapped':
      return (state.step === 'chosen' || state.step === 'didNotOpen' || state.step === 'waiting') &&
        pairing.status === 'ready'
        ? follow(state, state.wallet, pairing.uri, [])
        : stay(state)
    case 'linkTimedOut':
      return state.step === 'opening' && state.opened === event.attempt
        ? [{ ...state, step: 'didNotOpen' }, []]
        : stay(state)
    case 'pageHidden':
      return state.step === 'opening' ? [{ ...state, step: 'away' }, []] : stay(state)
    case 'pageShown':
      return state.step === 'away' ? [{ ...state, step: 'waiting' }, []] : stay(state)
    case 'connectionFailed':
      return 'wallet' in state && state.wallet.id === event.walletId && PENDING_STEPS.includes(state.step)
        ? [{ pairing, opened: state.opened, step: 'failed', wallet: state.wallet }, []]
        : stay(state)
    case 'retried':
      return state.step === 'failed' ? tap(state, state.wallet) : stay(state)
    case 'cancelled':
      return state.step === 'choosing' ? stay(state) : [{ pairing, opened: state.opened, step: 'choosing' }, []]
    default:
      return assertNever(event)
  }
}

function prepare(state: MobileDeepLinkState): Result {
  const round = state.pairing.round + 1
  return [{ ...state, pairing: { status: 'preparing', round } }, [{ type: 'preparePairing', round }]]
}

/** A tap on a wallet (or RETRY): its connect starts, and with a ready pairing its link is followed in the same tap. */
function tap(state: MobileDeepLinkState, wallet: DeepLinkWallet): Result {
  const connect: MobileDeepLinkEffect = { type: 'connect', walletId: wallet.id }
  const { pairing } = state
  if (pairing.status === 'ready') return follow(state, wallet, pairing.uri, [connect])
  return [{ pairing, opened: state.opened, step: 'chosen', wallet }, [connect]]
}

function follow(
  state: MobileDeepLinkState,
  wallet: DeepLinkWallet,
  uri: string,
  then: readonly MobileDeepLinkEffect[],
): Result {
  const link = wallet.link(uri)
  const opened = state.opened + 1
  return [
    { pairing: state.pairing, opened, step: 'opening', wallet, link },
    [{ type: 'openLink', url: link, name: wallet.name }, ...then, { type: 'wait', attempt: opened }],
  ]
}
