import type { InstructionStep } from '../../domain/wallets/walletOption'

/** Install/scan instructions as RainbowKit's en_US locale words them. */
export type Instructions = { learnMoreUrl: string; steps: readonly InstructionStep[] }

const BACKUP = 'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.'
const SCAN = 'After you scan, a connection prompt will appear for you to connect your wallet.'
const REFRESH = 'Once you set up your wallet, click below to refresh the browser and load up the extension.'

/** The three extension steps: install, create or import, refresh. */
function extensionSteps(wallet: string): readonly InstructionStep[] {
  return [
    {
      step: 'install',
      title: `Install the ${wallet} extension`,
      description: `We recommend pinning ${wallet} to your taskbar for quicker access to your wallet.`,
    },
    { step: 'create', title: 'Create or Import a Wallet', description: BACKUP },
    { step: 'refresh', title: 'Refresh your browser', description: REFRESH },
  ]
}

/** The three mobile steps: open the app, create or import, scan. */
function qrSteps(wallet: string, openDescription: string, createDescription: string): readonly InstructionStep[] {
  return [
    { step: 'install', title: `Open the ${wallet} app`, description: openDescription },
    { step: 'create', title: 'Create or Import a Wallet', description: createDescription },
    { step: 'scan', title: 'Tap the scan button', description: SCAN },
  ]
}

export const RAINBOW_QR: Instructions = {
  learnMoreUrl:
    'https://learn.rainbow.me/connect-to-a-website-or-app?utm_source=rainbowkit&utm_medium=connector&utm_campaign=learnmore',
  steps: qrSteps(
    'Rainbow',
    'We recommend putting Rainbow on your home screen for faster access to your wallet.',
    'You can easily backup your wallet using our backup feature on your phone.',
  ),
}

export const RAINBOW_EXTENSION: Instructions = {
  learnMoreUrl:
    'https://learn.rainbow.me/connect-to-a-website-or-app?utm_source=rainbowkit&utm_medium=connector&utm_campaign=learnmore',
  steps: extensionSteps('Rainbow'),
}

export const COINBASE_QR: Instructions = {
  learnMoreUrl: 'https://coinbase.com/wallet/articles/getting-started-mobile',
  steps: qrSteps(
    'Coinbase Wallet',
    'We recommend putting Coinbase Wallet on your home screen for quicker access.',
    'You can easily backup your wallet using the cloud backup feature.',
  ),
}

export const COINBASE_EXTENSION: Instructions = {
  learnMoreUrl: 'https://coinbase.com/wallet/articles/getting-started-extension',
  steps: extensionSteps('Coinbase Wallet'),
}

export const METAMASK_QR: Instructions = {
  learnMoreUrl: 'https://metamask.io/faqs/',
  steps: qrSteps('MetaMask', 'We recommend putting MetaMask on your home screen for quicker access.', BACKUP),
}

export const METAMASK_EXTENSION: Instructions = {
  learnMoreUrl: 'https://metamask.io/faqs/',
  steps: extensionSteps('MetaMask'),
}
