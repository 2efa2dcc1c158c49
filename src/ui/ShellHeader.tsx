import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'

/** The page shell's header: the product name (a link home), the navigation and the wallet sign-in in `wallet`. */
export function ShellHeader({ appName, wallet }: { appName: string; wallet: ReactNode }) {
  return (
    <header className="cs-shell-header">
      <Link to="/" className="cs-shell-brand">
        {appName}
      </Link>
      <nav className="cs-shell-nav" aria-label="Main">
        <NavLink to="/studio" className="cs-shell-nav-link">
          Studio
        </NavLink>
      </nav>
      <div className="cs-shell-wallet">{wallet}</div>
    </header>
  )
}
