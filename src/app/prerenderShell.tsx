import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { StaticShell } from '../ui/StaticShell'
import { APP_INFO } from './appInfo'

const ROOT = '<div id="root"></div>'

/**
 * index.html with the page shell prerendered into its root (run at build time by scripts/prerenderShellPlugin.ts).
 * Throws when the root element is missing: a silent no-op would lose the early paint unnoticed.
 */
export function prerenderShell(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`prerenderShell: index.html has no ${ROOT}`)
  const shell = renderToStaticMarkup(
    <Router ssrPath="/">
      <StaticShell appName={APP_INFO.appName} />
    </Router>,
  )
  return html.replace(ROOT, `<div id="root">${shell}</div>`)
}
