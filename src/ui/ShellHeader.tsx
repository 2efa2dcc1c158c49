import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'
import { shell } from './i18n/en/shell'
import { useT } from './i18n/useT'

/** The page shell's header: the product name (a link home), the navigation and the wallet sign-in in `wallet`. */
export function ShellHeader({ appName, wallet }: { appName: string; wallet: ReactNode }) {
  const t = useT(shell)
  return (
    <header className="cs-shell-header">
      <Link to="/" className="cs-shell-brand">
        {appName}
      </Link>
      <nav className="cs-shell-nav" aria-label={t('shell.nav.label')}>
        <NavLink to="/studio">{t('shell.nav.studio')}</NavLink>
      </nav>
      <div className="cs-shell-wallet">{wallet}</div>
    </header>
  )
}

/** A navigation link that says when it is the current page (`aria-current="page"`, which the style also reads). */
function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [current] = useRoute(to)
  return (
    <Link to={to} className="cs-shell-nav-link" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}
