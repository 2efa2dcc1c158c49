const SWITCHING_WALLETS = /(imtoken|metamask|rainbow)/i

/**
 * product rules: "Chain switching by wallet name": chain switching is offered for wallets whose name matches imtoken,
 * metamask or rainbow (for WalletConnect sessions, where the wallet cannot be asked whether it supports switching).
 */
export function canSwitchChainByName(name: string): boolean {
  return SWITCHING_WALLETS.test(name)
}
