import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppRoot } from './AppRoot'
import { readConfig } from './config'
import { createAppContainer } from './container'
import { followDocumentLocale } from './followDocumentLocale'
import { startServices } from './startServices'
import { resolve, TOKENS } from './tokens'

const root = createRoot(document.getElementById('root')!)

/** How long the first paint waits for the visitor's language before it is drawn in English. */
const CATALOGUE_WAIT_MS = 4000

async function start() {
  try {
    const config = readConfig(import.meta.env)
    const container = createAppContainer(config)
    const services = resolve(container, TOKENS.UiServices)
    startServices(container)
    // product rules: "Languages": the first paint is in the visitor's language. The catalogue was preloaded from the
    // page head (scripts/localePreloadPlugin.ts); when it cannot load, the page is drawn in English, and when it is
    // slow to come, in English until it arrives: a stalled request never holds the page back for long.
    const locale = resolve(container, TOKENS.LocaleService)
    followDocumentLocale(locale, document.documentElement)
    locale.followOtherTabs()
    await Promise.race([locale.use(locale.initial()), new Promise((wait) => setTimeout(wait, CATALOGUE_WAIT_MS))])
    // The first render as a transition: React renders in slices, yielding to the browser between them, so the page's
    // start is not one long task (Lighthouse's Total Blocking Time) and input is never held up for long. It draws the
    // shell's header first; the page follows in a deferred pass (src/ui/Shell.tsx).
    startTransition(() => root.render(<AppRoot services={services} />))
  } catch (err) {
    // A broken configuration must say so, not leave a blank page.
    console.error(err)
    document.documentElement.removeAttribute('data-locale-pending')
    root.render(<p role="alert">Creators Studio could not start: {err instanceof Error ? err.message : String(err)}</p>)
  }
}

// The app starts in a task of its own: the scripts' evaluation and the start (container, services) are two shorter
// tasks instead of one long one. A message to itself, not a timer: a page opened in a background tab does not have its
// start put off by timer throttling.
const channel = new MessageChannel()
channel.port1.onmessage = () => {
  channel.port1.close()
  void start()
}
channel.port2.postMessage(null)
