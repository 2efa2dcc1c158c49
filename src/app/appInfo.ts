import type { AppInfo } from '../ui/servicesContext'

/** product rules: "App context": the name shown in the shell and the sign-in step, and the "Learn More" link. */
export const APP_INFO: AppInfo = {
  appName: 'Creators Studio',
  learnMoreUrl: 'https://learn.rainbow.me/what-is-a-cryptoweb3-wallet-actually',
  disclaimer:
    'Creators Studio never holds your funds: support goes straight from your wallet to the creator, and a blockchain transaction cannot be undone. Check the address before you send.',
  // Confetti from the connect modal's wallet buttons: set true to turn it on.
  coolMode: false,
}
