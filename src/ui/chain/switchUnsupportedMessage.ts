/**
 * product rules: "Switch Networks modal": shown when the connected wallet cannot switch networks (its connector has no
 * switchChain).
 */
export function switchUnsupportedMessage(appName: string): string {
  return `Your wallet does not support switching networks from ${appName}. Try switching networks from within your wallet instead.`
}
