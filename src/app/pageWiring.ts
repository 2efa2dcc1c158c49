import type { Chain } from '../domain/chains/chain'
import type { PageWiring, UiServices } from '../ui/servicesContext'
import type { RawEnv } from './config'
import { createCreatorsWiring } from './creatorsWiring'
import { readSupportTokens } from './supportTokens'
import { type AddressBar, createSupportFormWiring } from './supportFormWiring'
import { createSendTransaction } from './createSendTransaction'
import type { WalletSessionService } from '../domain/connection/walletSession'

export type PageWiringDeps = Pick<UiServices, 'creatorsApi' | 'auth' | 'transactions' | 'sendTransaction'> & {
  /** Where the support form mirrors its amount; default: the browser's address bar. */
  address?: AddressBar | undefined
  /**
   * The wallet session: the support form sends through it (createSendTransaction) unless `sendTransaction` is given,
   * and switches the wallet's chain with it (without it a switch fails as unsupported).
   */
  session?: WalletSessionService | undefined
  /** The configured chains, whose accepted tokens the support form offers. */
  chains?: readonly Pick<Chain, 'id'>[] | undefined
  /** Where VITE_SUPPORT_TOKENS is read; default: the build's (import.meta.env). */
  env?: RawEnv | undefined
}

/**
 * The pages' wiring: the creators pages' (the profile editor's save and the note recorder, over the creators API) and the
 * support form's (over `sendTransaction`, or the wallet session's, and `transactions`; absent without either) with the accepted tokens
 * (VITE_SUPPORT_TOKENS, read here so that its parser is no part of the first page load). Built once by the container
 * (src/app/container.ts), which loads this module with the first page that needs it, not with the first page load.
 */
export function createPageWiring({
  creatorsApi,
  auth,
  transactions,
  session,
  sendTransaction = session && createSendTransaction({ wallet: session }),
  address,
  chains = [],
  env = { VITE_SUPPORT_TOKENS: import.meta.env.VITE_SUPPORT_TOKENS },
}: PageWiringDeps): PageWiring {
  return {
    supportTokens: readSupportTokens(env, chains),
    ...createCreatorsWiring({ api: creatorsApi, auth, transactions }),
    supportForm:
      sendTransaction && transactions
        ? createSupportFormWiring({
            send: sendTransaction,
            transactions,
            address,
            switchChain: session && ((chainId) => session.switchChain(chainId)),
          })
        : undefined,
  }
}

/** `services` with `wiring`'s members where it has none of its own (tests hand-build theirs); as they are without. */
export function withPageWiring(services: UiServices, wiring: PageWiring | undefined): UiServices {
  if (!wiring) return services
  return {
    ...services,
    studio: services.studio ?? wiring.studio,
    noteRecorder: services.noteRecorder ?? wiring.noteRecorder,
    supportForm: services.supportForm ?? wiring.supportForm,
    supportTokens: services.supportTokens ?? wiring.supportTokens,
  }
}
