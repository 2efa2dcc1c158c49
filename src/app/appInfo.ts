import { shell } from '../ui/i18n/en/shell'
import type { AppInfo } from '../ui/servicesContext'

/** product rules: "App context": the name shown in the shell and the sign-in step, and the "Learn More" link. */
export const APP_INFO: AppInfo = {
  appName: 'Creators Studio',
  learnMoreUrl: 'https://learn.rainbow.me/what-is-a-cryptoweb3-wallet-actually',
  // The app's own disclaimer, shown in the visitor's language; any other text here is shown as written.
  disclaimer: shell['shell.footer.disclaimer'],
  // Confetti from the connect modal's wallet buttons: set true to turn it on.
  coolMode: false,
}
