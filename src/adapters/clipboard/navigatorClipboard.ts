import type { Clipboard } from '../../ports/clipboard'

/** The async Clipboard API, with a hidden-textarea fallback for pages without clipboard permission. */
export class NavigatorClipboard implements Clipboard {
  async writeText(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Falls through: insecure contexts and some embedded browsers refuse the async API.
    }
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    try {
      document.execCommand('copy')
    } finally {
      area.remove()
    }
  }
}
