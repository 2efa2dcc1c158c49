import { assertNever } from '../shared/assertNever'
import type { ConnectPanelState } from './connectPanelState'

/**
 * The panel header (product rules: "Connect panel titles") for a step; undefined when the step has none (CONNECT before
 * a QR code is shown). `compact` uses the wallet's short name in the "Get started" titles.
 * @example connectPanelTitle({ step: 'GET', history: ['NONE'] }) // 'Get a Wallet'
 */
export function connectPanelTitle(
  state: ConnectPanelState,
  { compact = false }: { compact?: boolean } = {},
): string | undefined {
  switch (state.step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return 'What is a Wallet?'
    case 'GET':
      return 'Get a Wallet'
    case 'CONNECT':
      return state.qrUri && state.wallet.hasQrCode ? `Scan with ${state.wallet.name}` : undefined
    case 'DOWNLOAD_OPTIONS':
      return `Get ${state.wallet.name}`
    case 'DOWNLOAD':
      return `Install ${state.wallet.name}`
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
      return `Get started with ${compact ? (state.wallet.shortName ?? state.wallet.name) : state.wallet.name}`
    default:
      return assertNever(state)
  }
}
