import { useMemo } from 'react'
import { detectBrowser, type Browser } from '../../domain/wallets/detectBrowser'

/** The visitor's browser, for the right extension store link (product rules: "Browser detection"). */
export function useBrowser(): Browser {
  return useMemo(() => {
    if (typeof navigator === 'undefined') return 'Browser'
    return detectBrowser(navigator.userAgent, { isBrave: 'brave' in navigator })
  }, [])
}
