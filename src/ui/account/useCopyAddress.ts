import { useEffect, useRef, useState } from 'react'
import type { Clipboard } from '../../ports/clipboard'

/** product rules: "Copy address": how long "Copied!" stays. */
const COPIED_FEEDBACK_MS = 1500

/**
 * Copies the address; `copied` is true for 1.5 s after a successful copy. Without an address nothing happens
 * (product rules: "Copy address"); a refused clipboard shows no "Copied!".
 */
export function useCopyAddress(clipboard: Clipboard, address: string | undefined) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    if (!address) return
    try {
      await clipboard.writeText(address)
    } catch {
      return
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
  }
  return { copied, copy }
}
