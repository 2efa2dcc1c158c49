import type { Plugin } from 'vite'

const MODAL = '@reown/appkit/core'
const STUB = '\0creators-studio:no-walletconnect-modal'

/**
 * @walletconnect/ethereum-provider imports its QR modal (@reown/appkit, a large bundle over many chunks) with
 * `import()` only when `showQrModal` is true. The app always passes false and draws its own QR code, so the build
 * replaces the modal with a stub that says so, instead of shipping chunks that can never load.
 */
export function omitWalletConnectModalPlugin(): Plugin {
  return {
    name: 'creators-studio:omit-walletconnect-modal',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === MODAL ? STUB : null
    },
    load(id) {
      if (id !== STUB) return null
      return `export function createAppKit() { throw new Error('The WalletConnect modal is not bundled: the app shows its own QR code (showQrModal: false).') }`
    },
  }
}
