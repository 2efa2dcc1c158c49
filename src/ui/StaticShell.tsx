import { ConnectButtonPlaceholder } from './connect/ConnectButtonPlaceholder'
import { CONNECT_BUTTON_DEFAULTS } from './connect/connectButtonOptions'
import { ShellHeader } from './ShellHeader'
import { shell } from './i18n/en/shell'
import { useT } from './i18n/useT'

/**
 * The page shell as static HTML, prerendered into index.html at build time (src/app/prerenderShell.tsx): the header
 * paints as soon as the HTML and CSS arrive, before any script runs; React then renders the page in its place. The
 * main region is empty (the same HTML answers every route) but says why when scripts are off.
 */
export function StaticShell({ appName }: { appName: string }) {
  const t = useT(shell)
  return (
    <div className="cs-shell cs-root">
      <ShellHeader appName={appName} wallet={<ConnectButtonPlaceholder label={CONNECT_BUTTON_DEFAULTS.label} />} />
      <main id="main" className="cs-shell-main" tabIndex={-1}>
        <noscript>
          <p className="cs-page-status">{t('shell.noscript', { appName })}</p>
        </noscript>
      </main>
    </div>
  )
}
