import { createRoot } from 'react-dom/client'
import { AppRoot } from './AppRoot'
import { readConfig } from './config'
import { createAppContainer } from './container'
import { createQueryClient, createQueryPersister } from './queryCache'
import { resolveUiServices } from './resolveUiServices'
import { startServices } from './startServices'

/** Web Storage, or undefined where reading it throws (disabled storage, sandboxed frames). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const root = createRoot(document.getElementById('root')!)
try {
  const config = readConfig(import.meta.env)
  const container = createAppContainer(config)
  const services = resolveUiServices(container, { origin: window.location.origin })
  startServices(container)
  root.render(<AppRoot services={services} queryClient={createQueryClient()} persister={createQueryPersister(browserStorage())} />)
} catch (err) {
  // A broken configuration must say so, not leave a blank page.
  console.error(err)
  root.render(<p role="alert">Creators Studio could not start: {err instanceof Error ? err.message : String(err)}</p>)
}
