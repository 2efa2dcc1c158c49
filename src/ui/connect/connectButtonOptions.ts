import { connectButton } from '../i18n/en/connectButton'
import type { Responsive } from './responsive'

export type AccountStatus = 'full' | 'avatar' | 'address'
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'

/** product rules: "Connect button": the display options of the connect button. */
export type ConnectButtonOptions = {
  accountStatus?: Responsive<AccountStatus>
  chainStatus?: Responsive<ChainStatus>
  showBalance?: Responsive<boolean>
  label?: string
}

/**
 * product rules: "Connect button", defaults: chain full on large screens and icon on small; balance on large screens
 * only.
 */
export const CONNECT_BUTTON_DEFAULTS: Required<ConnectButtonOptions> = {
  accountStatus: 'full',
  chainStatus: { smallScreen: 'icon', largeScreen: 'full' },
  showBalance: { smallScreen: false, largeScreen: true },
  label: connectButton['connect.button.label'],
}
