import { useEffect } from 'react'
import { useServices } from '../servicesContext'

/** Names the page in the browser tab ("Studio · Creators Studio"); the home page is the app name alone. */
export function useDocumentTitle(title: string | undefined): void {
  const { appName } = useServices().app
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName
  }, [title, appName])
}
