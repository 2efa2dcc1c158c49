import type { MobileDeepLinkWiring } from '../domain/connection/mobileDeepLink'
import type { WalletSessionService } from '../domain/connection/walletSession'
import type { WalletDirectory } from '../ports/walletDirectory'

/** The page's visibility as the wiring reads it (the document and the window in the browser, fakes in tests). */
export type PageVisibility = {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

export type MobileDeepLinkWiringDeps = {
  wallet: WalletSessionService
  directory: WalletDirectory
  /** Follows a link in this window (a phone blocks a new tab); default: `location.href`. */
  navigate?: ((url: string) => void) | undefined
  page?: PageVisibility | undefined
  /** How long a followed link may leave the page visible before the sheet says it did not open. */
  waitMs?: number | undefined
  /** Calls `fire` after `ms` unless `signal` aborts first; default a `setTimeout` (tests fire it themselves). */
  startTimer?: ((ms: number, fire: () => void, signal: AbortSignal) => void) | undefined
}

/** The WalletConnect option: every WalletConnect wallet shares its provider, so its pairing is theirs. */
const WALLETCONNECT_ID = 'walletConnect'

/**
 * A wallet app that opens hides the page within a second or so; one still visible after this did not open (not
 * installed, or the browser refused the link).
 */
export const DEEP_LINK_WAIT_MS = 2_500

function setTimer(ms: number, fire: () => void, signal: AbortSignal): void {
  const timer = setTimeout(fire, ms)
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
}

function browserPage(): PageVisibility {
  return { document, window }
}

/**
 * The phone sheet's deep-link effects: `preparePairing` through the WalletConnect connector (reported by round),
 * `openLink` in this window at once (the tap's gesture is still on), `connect` through the wallet session (a rejected
 * or failed outcome is reported), `wait` as a timer stopped with the machine. `follow` reports the sheet opening and
 * closing and the page hidden (`visibilitychange`, `pagehide`) or shown again.
 */
export function createMobileDeepLinkWiring({
  wallet,
  directory,
  navigate = (url) => {
    window.location.href = url
  },
  page,
  waitMs = DEEP_LINK_WAIT_MS,
  startTimer = setTimer,
}: MobileDeepLinkWiringDeps): MobileDeepLinkWiring {
  return {
    handlers: {
      preparePairing: ({ round }, { send }) => {
        // Once the directory's code is there: a stand-in connector of a loading directory cannot pair.
        void Promise.resolve(directory.ready?.())
          .then(() => {
            const pair = directory.getConnector(WALLETCONNECT_ID)?.preparePairing
            if (!pair) throw new Error('No WalletConnect pairing here')
            return pair((uri) => send({ type: 'pairingReady', round, uri }))
          })
          .then(
            () => send({ type: 'pairingEnded', round }),
            () => send({ type: 'pairingFailed', round }),
          )
      },
      openLink: ({ url, name }) => {
        wallet.openedMobileLink({ href: url, name })
        navigate(url)
      },
      connect: ({ walletId }, { send }) => {
        void wallet.connect(walletId).then((outcome) => {
          if (outcome.status === 'rejected' || outcome.status === 'failed') send({ type: 'connectionFailed', walletId })
        })
      },
      wait: ({ attempt }, { send, signal }) =>
        startTimer(waitMs, () => send({ type: 'linkTimedOut', attempt }), signal),
    },
    follow: (send) => {
      const { document: doc, window: win } = page ?? browserPage()
      const onVisibility = (): void => send({ type: doc.visibilityState === 'hidden' ? 'pageHidden' : 'pageShown' })
      const onHide = (): void => send({ type: 'pageHidden' })
      const onShow = (): void => send({ type: 'pageShown' })
      doc.addEventListener('visibilitychange', onVisibility)
      win.addEventListener('pagehide', onHide)
      win.addEventListener('pageshow', onShow)
      send({ type: 'sheetOpened' })
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility)
        win.removeEventListener('pagehide', onHide)
        win.removeEventListener('pageshow', onShow)
        send({ type: 'sheetClosed' })
      }
    },
  }
}
