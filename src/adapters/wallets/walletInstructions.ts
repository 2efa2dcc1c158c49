import type { InstructionDescription, InstructionStep } from '../../domain/wallets/walletOption'

/** Install/scan instructions, step by step as RainbowKit has them; the UI words each step (its en_US wording). */
export type Instructions = { learnMoreUrl: string; steps: readonly InstructionStep[] }

/** The three extension steps: install, create or import, refresh. */
const EXTENSION_STEPS: readonly InstructionStep[] = [
  { step: 'install', title: 'install-extension', description: 'pin-extension' },
  { step: 'create', title: 'create-or-import', description: 'back-up-securely' },
  { step: 'refresh', title: 'refresh-browser', description: 'refresh-to-load' },
]

/** The three mobile steps: open the app, create or import, scan. */
function qrSteps(open: InstructionDescription, create: InstructionDescription): readonly InstructionStep[] {
  return [
    { step: 'install', title: 'open-app', description: open },
    { step: 'create', title: 'create-or-import', description: create },
    { step: 'scan', title: 'tap-scan', description: 'scan-prompt' },
  ]
}

const RAINBOW_LEARN_MORE =
  'https://learn.rainbow.me/connect-to-a-website-or-app?utm_source=rainbowkit&utm_medium=connector&utm_campaign=learnmore'

export const RAINBOW_QR: Instructions = {
  learnMoreUrl: RAINBOW_LEARN_MORE,
  steps: qrSteps('home-screen-faster', 'backup-feature'),
}

export const RAINBOW_EXTENSION: Instructions = { learnMoreUrl: RAINBOW_LEARN_MORE, steps: EXTENSION_STEPS }

export const COINBASE_QR: Instructions = {
  learnMoreUrl: 'https://coinbase.com/wallet/articles/getting-started-mobile',
  steps: qrSteps('home-screen-quicker', 'cloud-backup'),
}

export const COINBASE_EXTENSION: Instructions = {
  learnMoreUrl: 'https://coinbase.com/wallet/articles/getting-started-extension',
  steps: EXTENSION_STEPS,
}

export const METAMASK_QR: Instructions = {
  learnMoreUrl: 'https://metamask.io/faqs/',
  steps: qrSteps('home-screen-quicker', 'back-up-securely'),
}

export const METAMASK_EXTENSION: Instructions = { learnMoreUrl: 'https://metamask.io/faqs/', steps: EXTENSION_STEPS }
