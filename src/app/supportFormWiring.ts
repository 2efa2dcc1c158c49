import { navigate } from 'wouter/use-browser-location'
import { failureOf } from '../domain/errors/failure'
import { type SendSupportDeps, sendSupport } from '../domain/transactions/sendSupport'
import type { SwitchChainOutcome } from '../domain/connection/walletSession'
import type { SupportFormWiring } from '../domain/transactions/supportForm'
import { SHALLOW_NAVIGATION } from '../ui/pages/shallowNavigation'

/** The address bar the form mirrors its amount in: where it is, and a shallow replace of it. */
export type AddressBar = {
  current(): { pathname: string; search: string }
  /** Replaces the current entry (no new history entry, no page view). */
  replace(to: string): void
}

export type SupportFormWiringDeps = {
  /** Sends through the connected wallet (the UI's sendTransaction). */
  send: SendSupportDeps['send']
  /** Recent Transactions, where a sent support is registered as pending. */
  transactions: SendSupportDeps['transactions']
  /** Default: the browser's, through the router's own navigation (wouter listens to it). */
  address?: AddressBar | undefined
  /** Switches the connected wallet's chain (the wallet session's); without it a switch fails as unsupported. */
  switchChain?: ((chainId: number) => Promise<SwitchChainOutcome>) | undefined
}

/** The browser's address bar. */
export const BROWSER_ADDRESS: AddressBar = {
  current: () => window.location,
  replace: (to) => navigate(to, { replace: true, state: SHALLOW_NAVIGATION }),
}

/**
 * The support forms' effects: `send` asks the wallet and registers the sent transaction (sendSupport), then reports
 * its outcome; `switchChain` asks the wallet session to switch chain, then reports its answer (a failure by its code);
 * `syncUrl` mirrors the amount in the address's `?amount=`, keeping the other parameters. Built by the
 * container with the pages' wiring (pageWiring.ts), so that it loads with the pages, not with the first page load.
 */
export function createSupportFormWiring({
  send,
  transactions,
  address = BROWSER_ADDRESS,
  switchChain,
}: SupportFormWiringDeps): SupportFormWiring {
  return {
    handlers: {
      send: (effect, context) => void sendSupport({ send, transactions }, effect.payment).then(context.send),
      switchChain: (effect, context) => {
        if (!switchChain) {
          context.send({ type: 'chainSwitchFailed', error: { code: 'switch-chain-unsupported' } })
          return
        }
        void switchChain(effect.chainId).then((outcome) =>
          context.send(
            outcome.status === 'failed'
              ? { type: 'chainSwitchFailed', error: failureOf(outcome.error) }
              : { type: 'chainSwitchAnswered', outcome: outcome.status },
          ),
        )
      },
      syncUrl: (effect) => {
        const { pathname, search } = address.current()
        address.replace(withAmount(pathname, search, effect.amount))
      },
    },
  }
}

/**
 * `pathname` with `search`'s parameters and `amount` as its `amount` (none when undefined).
 * @example withAmount('/creators/ada.eth', '?ref=x', '0.05') === '/creators/ada.eth?ref=x&amount=0.05'
 */
export function withAmount(pathname: string, search: string, amount: string | undefined): string {
  const params = new URLSearchParams(search)
  if (amount === undefined) params.delete('amount')
  else params.set('amount', amount)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
