import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'
import { shell } from './i18n/en/shell'
import { useT } from './i18n/useT'
import { useServices } from './servicesContext'
import { ShellHeader } from './ShellHeader'
import { WalletWidget } from './WalletWidget'
import { WalletWidgetError } from './WalletWidgetError'
import './theme/theme.css'
import './shell.css'

// The language picker (every language's name, the switch) is no part of the first paint: it loads with the footer.
const LanguagePicker = lazy(() => import('./LanguagePicker').then((m) => ({ default: m.LanguagePicker })))

/**
 * The page shell every page sits in (product rules: "Page shell"): a header with the product name (a link home), the
 * navigation and the wallet sign-in; the page; a footer with the disclaimer and the learn-more link of the app context.
 */
export function Shell({ children }: { children?: ReactNode }) {
  const { app } = useServices()
  const t = useT(shell)
  // On the first load the header (with the connect button) is drawn first and the page and footer in a second,
  // interruptible pass: the button does not wait for the whole page, and no task is long. Nothing shifts: the rest is
  // added below the header.
  const drawn = useDeferredValue(true, false)
  // The wallet sign-in draws stored and wallet-given data: if it ever throws, it alone is replaced, not the page.
  const wallet = (
    <ErrorBoundary label="Wallet sign-in failed:" fallback={<WalletWidgetError />}>
      <WalletWidget />
    </ErrorBoundary>
  )
  return (
    <div className="cs-shell cs-root">
      <ShellHeader appName={app.appName} wallet={wallet} />
      <main id="main" className="cs-shell-main" tabIndex={-1}>
        {drawn && children}
      </main>
      {drawn && (
        <footer className="cs-shell-footer">
          {app.disclaimer && (
            <p className="cs-shell-disclaimer">
              {app.disclaimer === shell['shell.footer.disclaimer']
                ? t('shell.footer.disclaimer', { appName: app.appName })
                : app.disclaimer}
            </p>
          )}
          <a className="cs-link" href={app.learnMoreUrl} target="_blank" rel="noopener noreferrer">
            {t('shell.footer.learnMore')}
          </a>
          <Suspense fallback={<div className="cs-language" />}>
            <LanguagePicker />
          </Suspense>
        </footer>
      )}
    </div>
  )
}
